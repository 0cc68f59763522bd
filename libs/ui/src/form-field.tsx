import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
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

export const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:read-only { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 0.8; }
`;

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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  /** The validation message shown under the control (and announced with it). */
  error?: string;
  hint?: string;
  /** A control inside the field's right edge, e.g. a show/hide password button. */
  trailing?: ReactNode;
}

/** Labelled input with its error under it; the error is tied to the input for screen readers. */
export function TextField({ label, error, hint, trailing, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledControl>
        <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {trailing}
      </StyledControl>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </StyledField>
  );
}
