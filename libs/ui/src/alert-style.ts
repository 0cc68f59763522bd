import { css } from 'styled-components';
import type { AppTheme } from './theme.js';

/**
 * sweetalert2 in the app's colours and focus ring. Its stylesheet arrives with the library on the
 * first alert and sets its variables on :root and [data-swal2-theme]; these rules are more
 * specific, so they win whichever loads last, and follow the theme the page is in.
 */
export const alertStyle = (theme: AppTheme) => css`
  body .swal2-container,
  body .swal2-popup {
    --swal2-backdrop: ${theme.colors.overlay};
    --swal2-background: ${theme.colors.surface};
    --swal2-color: ${theme.colors.text};
    --swal2-border: 1px solid ${theme.colors.border};
    --swal2-border-radius: ${theme.radii.lg};
    --swal2-confirm-button-background-color: ${theme.colors.primary};
    --swal2-confirm-button-color: ${theme.colors.primaryText};
    --swal2-confirm-button-border-radius: ${theme.radii.md};
    --swal2-cancel-button-background-color: ${theme.colors.surfaceAlt};
    --swal2-cancel-button-color: ${theme.colors.text};
    --swal2-cancel-button-border-radius: ${theme.radii.md};
    --swal2-deny-button-background-color: ${theme.colors.danger};
    --swal2-deny-button-border-radius: ${theme.radii.md};
    --swal2-timer-progress-bar-background: ${theme.colors.primary};
    --swal2-close-button-color: ${theme.colors.textMuted};
    --swal2-action-button-hover: ${theme.mode === 'dark' ? 'white' : 'black'} 12%;
    font-family: ${theme.fonts.body};
  }
  body .swal2-popup .swal2-styled {
    min-height: 40px;
    font-weight: 600;
  }
  body .swal2-popup .swal2-cancel {
    border: 1px solid ${theme.colors.border};
  }
  body .swal2-popup .swal2-styled:focus-visible,
  body .swal2-popup .swal2-close:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    box-shadow: none;
  }
`;
