import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const StyledField = styled.div`
  display: grid;
  gap: 6px;
  label { font-weight: 600; font-size: 0.95rem; }
`;

const control = css`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 400;
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const StyledInput = styled.input`${control}`;
const StyledTextarea = styled.textarea`${control} resize: vertical;`;
const StyledSelect = styled.select`${control}`;

/** A visible label tied to its control by id: the label text is exactly the accessible name. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <StyledField>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </StyledField>
  );
}

type Props<T> = T & { label: string };

export function TextField({ label, ...props }: Props<InputHTMLAttributes<HTMLInputElement>>) {
  return <Field label={label}>{(id) => <StyledInput id={id} {...props} />}</Field>;
}

export function TextAreaField({ label, ...props }: Props<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return <Field label={label}>{(id) => <StyledTextarea id={id} rows={5} {...props} />}</Field>;
}

export function SelectField({ label, children, ...props }: Props<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <Field label={label}>
      {(id) => (
        <StyledSelect id={id} {...props}>
          {children}
        </StyledSelect>
      )}
    </Field>
  );
}

/** Two fields side by side on wide screens, stacked on phones. */
export const StyledFieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { grid-template-columns: 1fr; }
`;

export const StyledForm = styled.form`
  display: grid;
  gap: 16px;
`;
