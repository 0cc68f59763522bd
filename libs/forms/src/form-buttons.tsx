import { Button } from '@studyhub/ui';
import type { ReactNode } from 'react';
import { FormActions } from './fields.js';
import { FORM_BUTTON_TEXTS } from './forms.texts.js';

export interface FormButtonsProps {
  /** The form is being sent: the submit button is disabled and says `busyLabel`. */
  submitting: boolean;
  submitLabel: string;
  busyLabel: string;
  /** With it, a Cancel button before the submit button. */
  onCancel?: () => void;
  /** Other buttons, between Cancel and the submit button. */
  children?: ReactNode;
}

/** A form's closing row: Cancel when the form can be left, anything else, then its submit button. */
export function FormButtons({ submitting, submitLabel, busyLabel, onCancel, children }: FormButtonsProps) {
  return (
    <FormActions>
      {onCancel && (
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {FORM_BUTTON_TEXTS.cancel}
        </Button>
      )}
      {children}
      <Button type="submit" disabled={submitting}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </FormActions>
  );
}
