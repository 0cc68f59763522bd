// The route announcer must not pull focus out of a confirmation that opened with the new page.
import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { whenNoDialogHasFocus } from './when-no-dialog-has-focus.js';

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '<h1 tabindex="-1">Pending</h1><div role="dialog" aria-modal="true"><button>OK</button></div>';
});
afterEach(() => {
  jest.useRealTimers();
});

const ok = () => document.querySelector('button')!;

test('with no dialog focused, it goes on at once', () => {
  const free = jest.fn();
  whenNoDialogHasFocus(free);
  expect(free).toHaveBeenCalledTimes(1);
});

test('an open alert keeps focus; the page gets it once the alert has gone', () => {
  ok().focus();
  const free = jest.fn();
  whenNoDialogHasFocus(free);
  jest.advanceTimersByTime(1_000);
  expect(free).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(ok());

  document.querySelector('[role="dialog"]')!.remove();
  jest.advanceTimersByTime(200);
  expect(free).toHaveBeenCalledTimes(1);
});

test('focus handed back to a real element by the dialog stays there', () => {
  ok().focus();
  const free = jest.fn();
  whenNoDialogHasFocus(free);
  document.querySelector('h1')!.focus();
  jest.advanceTimersByTime(200);
  expect(free).not.toHaveBeenCalled();
});
