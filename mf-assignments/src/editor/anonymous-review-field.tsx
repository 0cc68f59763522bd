import { Muted } from '@studyhub/ui';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { TEXTS } from '../assignments.texts.js';

const StyledCheck = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 2px 10px;
  align-items: start;
  input {
    width: 22px;
    height: 22px;
    margin: 1px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label { font-weight: 600; font-size: 0.95rem; }
  p { grid-column: 2; margin: 0; font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { ref?: Ref<HTMLInputElement> };

const T = TEXTS.anonymousReview;

/**
 * The create form's "Anonymous review" choice with the line that says what it does. The form kit
 * has no checkbox yet; this is the only one in the app, so it stays beside its form.
 */
export function AnonymousReviewField(input: Props) {
  const id = useId();
  return (
    <StyledCheck>
      <input type="checkbox" id={id} aria-describedby={`${id}-hint`} {...input} />
      <label htmlFor={id}>{T.label}</label>
      <p id={`${id}-hint`}>{T.hint}</p>
    </StyledCheck>
  );
}

/**
 * On update: anonymity was chosen at create and the API ignores a change, so the form states it
 * instead of offering a control that would do nothing.
 */
export function AnonymousReviewNote({ on }: { on: boolean }) {
  return <Muted data-testid="anonymous-review-note">{on ? T.fixedOn : T.fixedOff}</Muted>;
}
