import { beforeEach, describe, expect, test } from '@jest/globals';
import { CONTACT_SUBJECTS, MESSAGES } from '@studyhub/contracts';
import { renderInApp } from '@studyhub/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_TEXTS } from './contact.texts.js';
import ContactPage from './contact-page';

const showAlert = jest.fn(async (_options: unknown) => true);
jest.mock('@studyhub/ui', () => ({
  ...jest.requireActual<object>('@studyhub/ui'),
  showAlert: (options: unknown) => showAlert(options),
}));

// The request goes to the API through this hook: true once stored, false after a refusal it has reported.
const sendRequest = jest.fn(async (_body: unknown) => true);
jest.mock('./use-send-contact-request', () => ({ useSendContactRequest: () => sendRequest }));

const M = { ...CONTACT_TEXTS.page, missingBody: MESSAGES.validation.contactMissing };

async function fillAllButSubject() {
  await userEvent.type(screen.getByLabelText('Name'), 'Grace Hopper');
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), '+1 555-0100');
  await userEvent.type(screen.getByLabelText('Request'), 'Please add a running club group.');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

describe('ContactPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  test('offers the five subjects after a prompt', () => {
    renderInApp(<ContactPage />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select a subject', ...CONTACT_SUBJECTS]);
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('');
  });

  test('anything missing, the subject included, opens Oops... and keeps what was typed', async () => {
    renderInApp(<ContactPage />);
    await submit();
    await fillAllButSubject();
    await submit();
    expect(showAlert.mock.calls.map(([options]) => options)).toEqual([
      expect.objectContaining({ title: M.missingTitle, text: M.missingBody, icon: 'error' }),
      expect.objectContaining({ title: M.missingTitle, text: M.missingBody, icon: 'error' }),
    ]);
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Request')).toHaveValue('Please add a running club group.');
  });

  test('a request the API refuses keeps what was typed and is not confirmed', async () => {
    sendRequest.mockResolvedValueOnce(false);
    renderInApp(<ContactPage />);
    await fillAllButSubject();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), CONTACT_SUBJECTS[4]);
    await submit();
    expect(sendRequest).toHaveBeenCalled();
    expect(showAlert).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue(CONTACT_SUBJECTS[4]);
  });

  test('a complete request is sent, confirmed and the form empties, the subject back on its prompt', async () => {
    renderInApp(<ContactPage />);
    await fillAllButSubject();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), CONTACT_SUBJECTS[4]);
    await submit();
    expect(sendRequest).toHaveBeenCalledWith({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 555-0100',
      subject: CONTACT_SUBJECTS[4],
      request: 'Please add a running club group.',
    });
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: M.successTitle, text: M.successBody, icon: 'success' }));
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Request']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });
});
