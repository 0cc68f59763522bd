import { TextField, type TextFieldProps } from '@studyhub/forms';
import { useState } from 'react';
import styled from 'styled-components';

const StyledToggle = styled.button`
  position: absolute;
  right: 6px;
  min-height: 32px;
  padding: 4px 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

/** Password input with a show/hide toggle; the toggle says what it will do. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <StyledToggle
          type="button"
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? 'Hide' : 'Show'}
        </StyledToggle>
      }
    />
  );
}
