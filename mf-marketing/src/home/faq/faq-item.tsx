import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledItem = styled.div<{ $open: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  h3 { margin: 0; font-size: 1.05rem; }
`;

const StyledToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  width: 100%;
  min-height: 56px;
  padding: 14px 20px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const StyledSign = styled.span<{ $open: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
  transform: rotate(${({ $open }) => ($open ? '45deg' : '0')});
  transition: transform 0.2s ease;
`;

const StyledPanel = styled.div`
  padding: 0 20px 18px;
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0; }
`;

interface FaqItemProps {
  id: string;
  question: string;
  answer: ReactNode;
  open: boolean;
  onToggle: () => void;
}

/** One accordion entry: a heading whose button shows or hides the answer region it controls. */
export function FaqItem({ id, question, answer, open, onToggle }: FaqItemProps) {
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <StyledItem $open={open}>
      <h3>
        <StyledToggle type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          {question}
          <StyledSign $open={open} aria-hidden="true">
            +
          </StyledSign>
        </StyledToggle>
      </h3>
      <StyledPanel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        <p>{answer}</p>
      </StyledPanel>
    </StyledItem>
  );
}
