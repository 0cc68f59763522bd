// Where focus goes when an alert closes, with the real sweetalert2 in jsdom.
import { afterEach, expect, test } from '@jest/globals';
import { showAlert } from './alerts.js';

const field = (name: string) => {
  const input = document.createElement('input');
  input.name = name;
  document.body.append(input);
  return input;
};

const confirmButton = async () => {
  for (let tries = 0; tries < 100; tries += 1) {
    const button = document.querySelector<HTMLButtonElement>('.swal2-confirm');
    if (button) return button;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the alert never opened');
};

const afterFocusReturn = () => new Promise((resolve) => setTimeout(resolve, 250));

afterEach(() => {
  document.body.innerHTML = '';
});

test('closing an alert puts focus back on the field that had it', async () => {
  const name = field('name');
  field('email');
  name.focus();
  const shown = showAlert({ title: 'Missing fields' });
  (await confirmButton()).click();
  await shown;
  await afterFocusReturn();
  expect(document.activeElement).toBe(name);
});

test('a field the user moves to right after the close keeps the focus', async () => {
  const name = field('name');
  const email = field('email');
  name.focus();
  const shown = showAlert({ title: 'Missing fields' });
  (await confirmButton()).click();
  await shown;
  email.focus();
  await afterFocusReturn();
  expect(document.activeElement).toBe(email);
});

test('an alert whose caller places focus itself leaves focus alone', async () => {
  const name = field('name');
  name.focus();
  const shown = showAlert({ title: 'Marked', returnFocus: false });
  (await confirmButton()).click();
  await shown;
  await afterFocusReturn();
  expect(document.activeElement).not.toBe(name);
});
