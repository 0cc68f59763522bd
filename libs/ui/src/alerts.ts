import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';

/** sweetalert2 follows the page theme the shell sets on <html data-theme>. */
function currentTheme(): 'dark' | 'light' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/**
 * sweetalert2 (~20 KB gzip) is fetched the first time an alert is shown, not with the first page:
 * every alert is already asynchronous, so users only pay for it when they see one.
 */
async function fire(options: SweetAlertOptions) {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire({ ...options, theme: currentTheme() });
}

export interface AlertOptions {
  title: string;
  text?: string;
  icon?: SweetAlertIcon;
  /** Close by itself after this many milliseconds. */
  timer?: number;
  confirmButtonText?: string;
}

export async function showAlert({ title, text, icon = 'info', timer, confirmButtonText }: AlertOptions) {
  // sweetalert2 treats an explicit `undefined` as a value, so only set what was given.
  const result = await fire({
    title,
    text,
    icon,
    ...(timer === undefined ? {} : { timer, showConfirmButton: false }),
    ...(confirmButtonText === undefined ? {} : { confirmButtonText }),
  });
  return result.isConfirmed;
}

/** A confirmation with a cancel button; resolves true when the user confirms. */
export async function confirmAction(title: string, text: string, confirmButtonText: string) {
  const result = await fire({ title, text, icon: 'warning', showCancelButton: true, confirmButtonText });
  return result.isConfirmed;
}
