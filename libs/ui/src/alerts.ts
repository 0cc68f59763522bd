import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { loadWithin } from './load-within.js';

/** sweetalert2 follows the page theme the shell sets on <html data-theme>. */
function currentTheme(): 'dark' | 'light' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

const DIALOG_WAIT_MS = 1000;

/**
 * An alert shown while a modal <dialog> is open would be inert (showModal() makes the rest of the
 * page inert): its button could not take focus, so a keyboard user could not answer it. Callers
 * close their dialog before an alert ("Assignment submitted!" after the submit form), but React
 * commits that close on a later task, which a cached sweetalert2 can beat on a busy machine. So
 * wait for open dialogs to close, at most a second.
 */
async function modalDialogsClosed(): Promise<void> {
  const deadline = Date.now() + DIALOG_WAIT_MS;
  while (document.querySelector('dialog[open]') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 16));
}

/**
 * sweetalert2 (~20 KB gzip) is fetched the first time an alert is shown, not with the first page:
 * every alert is already asynchronous, so users only pay for it when they see one. When it cannot
 * be fetched (the connection dropped before the first alert, often the very thing the alert is
 * about), the browser's own dialog says it instead. Resolves true when the user confirms.
 */
async function fire(options: SweetAlertOptions): Promise<boolean> {
  let Swal: typeof import('sweetalert2').default;
  try {
    [{ default: Swal }] = await Promise.all([loadWithin(import('sweetalert2')), modalDialogsClosed()]);
  } catch {
    const message = [options.title, options.text].filter(Boolean).join('\n\n');
    if (options.showCancelButton) return window.confirm(message);
    window.alert(message);
    return true;
  }
  // The library's evaluation (with its stylesheet) and the alert's first draw each take a task of
  // their own: together they were one long task on a slow phone (docs/benchmarks.md, "What the
  // blocking time is made of").
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { returnFocus = true, ...rest } = options;
  const before = document.activeElement;
  const handBack = returnFocus ? { didClose: () => setTimeout(() => handFocusBack(before), 0) } : {};
  return (await Swal.fire({ ...rest, ...handBack, returnFocus: false, theme: currentTheme() })).isConfirmed;
}

/**
 * Focus goes back to where it was before the alert, unless the user has already put it somewhere:
 * sweetalert2's own return (`returnFocus`) fires 100 ms after the close whatever has happened since,
 * so a field clicked and typed in within that time lost its focus mid-word to the earlier one. The
 * move waits for the task after the close, so an Enter that closed the alert cannot reach the field
 * and submit its form again.
 */
function handFocusBack(element: Element | null) {
  const focusIsFree = document.activeElement === null || document.activeElement === document.body;
  if (focusIsFree && element instanceof HTMLElement && element.isConnected) element.focus();
}

export interface AlertOptions {
  title: string;
  text?: string;
  icon?: SweetAlertIcon;
  /** Close by itself after this many milliseconds. */
  timer?: number;
  confirmButtonText?: string;
  /**
   * false when the caller moves focus itself once the alert has closed: by default focus goes back
   * to where it was, which is no use when that element is about to leave the page.
   */
  returnFocus?: boolean;
}

export async function showAlert({ title, text, icon = 'info', timer, confirmButtonText, returnFocus }: AlertOptions) {
  // sweetalert2 treats an explicit `undefined` as a value, so only set what was given.
  return fire({
    title,
    text,
    icon,
    ...(timer === undefined ? {} : { timer, showConfirmButton: false }),
    ...(confirmButtonText === undefined ? {} : { confirmButtonText }),
    ...(returnFocus === false ? { returnFocus: false } : {}),
  });
}

export interface ConfirmOptions {
  /** Start with focus on Cancel, so Enter or Space on arrival does not confirm (destructive actions). */
  focusCancel?: boolean;
  /** The cancel button's words when "Cancel" does not say what it keeps (e.g. "Stay"). */
  cancelButtonText?: string;
}

/** A confirmation with a cancel button; resolves true when the user confirms. */
export async function confirmAction(
  title: string,
  text: string,
  confirmButtonText: string,
  { focusCancel, cancelButtonText }: ConfirmOptions = {},
) {
  return fire({
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText,
    ...(focusCancel ? { focusCancel: true } : {}),
    ...(cancelButtonText === undefined ? {} : { cancelButtonText }),
  });
}
