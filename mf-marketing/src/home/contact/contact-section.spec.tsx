import { beforeEach, describe, expect, test } from '@jest/globals';
import { MESSAGES } from '@studyhub/contracts';
import { renderInApp } from '@studyhub/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_TEXTS } from '../../contact/contact.texts.js';
import { ContactSection } from './contact-section';

const showAlert = jest.fn(async (_options: unknown) => true);
jest.mock('@studyhub/ui', () => ({
  ...jest.requireActual<object>('@studyhub/ui'),
  showAlert: (options: unknown) => showAlert(options),
}));

// The request goes to the API through this hook: true once stored, false after a refusal it has reported.
const sendRequest = jest.fn(async (_body: unknown) => true);
jest.mock('../../contact/use-send-contact-request', () => ({ useSendContactRequest: () => sendRequest }));

const M = { ...CONTACT_TEXTS.section, invalidEmailBody: MESSAGES.validation.contactEmail };
const LABELS = ['Name', 'Email', 'Phone', 'Title', 'Request'];

function renderSection() {
  renderInApp(<ContactSection />);
  const form = screen.getByRole('form', { name: 'Contact Us' });
  const field = (label: string) => within(form).getByLabelText(label);
  const send = () => userEvent.click(within(form).getByRole('button', { name: 'Send Request' }));
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      await userEvent.clear(field(label));
      if (value) await userEvent.type(field(label), value);
    }
  };
  return { field, send, fill };
}

const alertTitles = () => showAlert.mock.calls.map(([options]) => (options as { title: string }).title);

describe('ContactSection', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  test('a blank field (spaces count as blank) opens Missing Information and keeps what was typed', async () => {
    const { field, send, fill } = renderSection();
    await send();
    await fill({ Name: 'Ada Lovelace', Email: 'ada@example.com', Phone: '+44 20 7946 0000', Title: 'Invite', Request: '   ' });
    await send();
    expect(showAlert.mock.calls.map(([options]) => options)).toEqual([
      expect.objectContaining({ title: M.missingTitle, text: M.missingBody, icon: 'warning' }),
      expect.objectContaining({ title: M.missingTitle, text: M.missingBody, icon: 'warning' }),
    ]);
    expect(field('Name')).toHaveValue('Ada Lovelace');
    // The section's alerts are its only messages: no inline ones.
    expect(field('Request')).not.toHaveAttribute('aria-invalid');
  });

  test('all filled in with a bad email opens Invalid Email and keeps what was typed', async () => {
    const { field, send, fill } = renderSection();
    await fill({ Name: 'Ada Lovelace', Email: 'ada-at-example', Phone: '+44 20 7946 0000', Title: 'Invite', Request: 'How?' });
    await send();
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ title: M.invalidEmailTitle, text: M.invalidEmailBody, icon: 'error' }),
    );
    expect(alertTitles()).toEqual([M.invalidEmailTitle]);
    expect(field('Email')).toHaveValue('ada-at-example');
    expect(field('Request')).toHaveValue('How?');
  });

  test('a phone number the API would refuse says so and sends nothing', async () => {
    const { field, send, fill } = renderSection();
    await fill({ Name: 'Ada Lovelace', Email: 'ada@example.com', Phone: '555', Title: 'Invite', Request: 'How?' });
    await send();
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: MESSAGES.validation.contactPhone, icon: 'error' }));
    expect(sendRequest).not.toHaveBeenCalled();
    expect(field('Phone')).toHaveValue('555');
  });

  test('a complete request is sent with its title as the subject, confirmed, and the form empties', async () => {
    const { field, send, fill } = renderSection();
    await fill({ Name: 'Ada Lovelace', Email: 'ada@example.com', Phone: '+44 20 7946 0000', Title: 'Invite', Request: 'How?' });
    await send();
    expect(sendRequest).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      subject: 'Invite',
      request: 'How?',
    });
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: M.successTitle, text: M.successBody, icon: 'success' }));
    for (const label of LABELS) expect(field(label)).toHaveValue('');
  });

  test('a request the API refuses keeps what was typed and is not confirmed', async () => {
    sendRequest.mockResolvedValueOnce(false);
    const { field, send, fill } = renderSection();
    await fill({ Name: 'Ada Lovelace', Email: 'ada@example.com', Phone: '+44 20 7946 0000', Title: 'Invite', Request: 'How?' });
    await send();
    expect(sendRequest).toHaveBeenCalled();
    expect(alertTitles()).not.toContain(M.successTitle);
    expect(field('Name')).toHaveValue('Ada Lovelace');
    expect(field('Request')).toHaveValue('How?');
  });
});
