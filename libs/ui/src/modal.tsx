import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledDialog = styled.dialog`
  width: min(560px, calc(100vw - 24px));
  max-height: calc(100dvh - 24px);
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &::backdrop { background: ${({ theme }) => theme.colors.overlay}; }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 18px 20px 0;
  h2 { margin: 0; font-size: 1.3rem; }
`;

const StyledClose = styled.button`
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const StyledBody = styled.div`
  padding: 16px 20px 20px;
`;

interface ModalProps {
  open: boolean;
  title: string;
  /** Called on Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the platform's own <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside, screen readers see only the dialog) and Escape cancels it. Focus goes back to the
 * element that opened it. The content mounts only while open, so every opening starts fresh.
 */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first focusable element, the close button; a form starts at its first field.
    dialog.querySelector<HTMLElement>('input:not([type="hidden"]):not([readonly]), textarea, select')?.focus();
    // Closing by any path (prop change or unmount while open) hands focus back to the opener.
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <StyledDialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <StyledHeader>
            <h2 id={titleId}>{title}</h2>
            <StyledClose type="button" aria-label="Close" onClick={onClose}>
              ×
            </StyledClose>
          </StyledHeader>
          <StyledBody>{children}</StyledBody>
        </>
      )}
    </StyledDialog>
  );
}
