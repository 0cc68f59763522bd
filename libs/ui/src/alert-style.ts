import { css } from 'styled-components';

/**
 * sweetalert2 in the app's colours and focus ring. Its stylesheet arrives with the library on the
 * first alert and sets its variables on :root and [data-swal2-theme]; these rules are more
 * specific, so they win whichever loads last, and follow the theme the page is in.
 */
export const alertStyle = css`
  body .swal2-container,
  body .swal2-popup {
    --swal2-backdrop: ${({ theme }) => theme.colors.overlay};
    --swal2-background: ${({ theme }) => theme.colors.surface};
    --swal2-color: ${({ theme }) => theme.colors.text};
    --swal2-border: 1px solid ${({ theme }) => theme.colors.border};
    --swal2-border-radius: ${({ theme }) => theme.radii.lg};
    --swal2-confirm-button-background-color: ${({ theme }) => theme.colors.primary};
    --swal2-confirm-button-color: ${({ theme }) => theme.colors.primaryText};
    --swal2-confirm-button-border-radius: ${({ theme }) => theme.radii.md};
    --swal2-cancel-button-background-color: ${({ theme }) => theme.colors.surfaceAlt};
    --swal2-cancel-button-color: ${({ theme }) => theme.colors.text};
    --swal2-cancel-button-border-radius: ${({ theme }) => theme.radii.md};
    --swal2-deny-button-background-color: ${({ theme }) => theme.colors.danger};
    --swal2-deny-button-border-radius: ${({ theme }) => theme.radii.md};
    --swal2-timer-progress-bar-background: ${({ theme }) => theme.colors.primary};
    --swal2-close-button-color: ${({ theme }) => theme.colors.textMuted};
    --swal2-action-button-hover: ${({ theme }) => (theme.mode === 'dark' ? 'white' : 'black')} 12%;
    font-family: ${({ theme }) => theme.fonts.body};
  }
  body .swal2-popup .swal2-styled {
    min-height: 40px;
    font-weight: 600;
  }
  body .swal2-popup .swal2-cancel {
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  body .swal2-popup .swal2-styled:focus-visible,
  body .swal2-popup .swal2-close:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: none;
  }
`;
