import { useHydrated } from '@studyhub/ui';
import {
  useId,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const StyledLabel = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const StyledControl = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  /* Room for a trailing control such as a show/hide button. */
  input:not(:last-child) { padding-right: 80px; }
`;

/** The look of every text-like control, so inputs, text areas, selects and the date picker match. */
export const controlStyle = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  font: inherit;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:read-only:not(select) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 0.8; }
`;

export const Input = styled.input`${controlStyle}`;
const StyledTextarea = styled.textarea`${controlStyle} resize: vertical;`;
const StyledSelect = styled.select`${controlStyle}`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What every field takes besides its control's own attributes. */
export interface FieldProps {
  label: string;
  /** The validation message shown under the control (and announced with it). */
  error?: string;
  hint?: ReactNode;
}

interface ControlIds {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A visible label tied to its control, with the hint and the error under it; both are tied to the
 * control with aria-describedby so a screen reader reads them with it.
 */
export function Field({ label, error, hint, children }: FieldProps & { children: (ids: ControlIds) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </StyledField>
  );
}

type Own<T, E> = Omit<T, 'id'> & FieldProps & { ref?: Ref<E> };

export interface TextFieldProps extends Own<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement> {
  /** A control inside the field's right edge, e.g. a show/hide password button. */
  trailing?: ReactNode;
}

export function TextField({ label, error, hint, trailing, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <StyledControl>
          <Input {...ids} {...input} />
          {trailing}
        </StyledControl>
      )}
    </Field>
  );
}

export function TextAreaField({ label, error, hint, ...props }: Own<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => <StyledTextarea rows={5} {...ids} {...props} />}
    </Field>
  );
}

export function SelectField({ label, error, hint, children, ...props }: Own<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <StyledSelect {...ids} {...props}>
          {children}
        </StyledSelect>
      )}
    </Field>
  );
}

/** Two fields side by side on wide screens, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { grid-template-columns: 1fr; }
`;

const StyledFormStack = styled.form`
  display: grid;
  gap: 16px;
`;

/** Groups the controls without a box of its own: they stay the form's grid items. */
const StyledControls = styled.fieldset`
  display: contents;
`;

/**
 * A form: its fields in a column. Drawn by the server, its controls are disabled until React has
 * hydrated it (useHydrated), so nothing typed or clicked before then is lost.
 */
export function FormStack({ children, ...props }: ComponentProps<typeof StyledFormStack>) {
  const hydrated = useHydrated();
  return (
    <StyledFormStack {...props}>
      <StyledControls disabled={!hydrated}>{children}</StyledControls>
    </StyledFormStack>
  );
}

/** Buttons at the end of a form: right-aligned on wide screens, full width on phones. */
export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 8px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: column-reverse;
    button { width: 100%; }
  }
`;
