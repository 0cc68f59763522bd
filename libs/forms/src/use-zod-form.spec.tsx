import { describe, expect, jest, test } from '@jest/globals';
import { MESSAGES } from '@studyhub/contracts';
import { CHUNK_PATIENCE_MS, lightTheme } from '@studyhub/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { z } from 'zod';
import { TextAreaField, TextField } from './fields.js';
import { CHECKS_UNAVAILABLE_TEXT } from './forms.texts.js';
import { useZodForm, type SchemaSource } from './use-zod-form.js';

const schema = z.object({
  title: z.string().trim().min(5, 'Title must be at least 5 characters.'),
  marks: z.number({ error: 'Marks must be a positive number.' }).int().positive('Marks must be a positive number.'),
  notes: z.string().trim().default(''),
});

interface FormProps {
  onValid: (data: z.output<typeof schema>) => Promise<void> | void;
  onInvalid?: (errors: object) => void;
  invalidAlert?: string | false;
  /** The schema as a page that imports it on first use passes it. */
  source?: SchemaSource<typeof schema>;
}

function Form({ onValid, onInvalid, invalidAlert = false, source = schema }: FormProps) {
  const form = useZodForm(source, { defaultValues: { title: '', notes: '' }, invalidAlert });
  return (
    <form onSubmit={form.submit(onValid, onInvalid)} onFocus={form.prepare} noValidate>
      <TextField label="Title" {...form.field('title')} />
      <TextField label="Marks" type="number" {...form.field('marks', { valueAsNumber: true })} />
      <TextAreaField label="Notes" {...form.field('notes')} />
      <button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}

// A lib below the testing lib: the theme is all these fields need.
const renderInApp = (ui: ReactElement) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

describe('useZodForm', () => {
  test('shows each message under its field, ties it to the control and focuses the first invalid one', async () => {
    const onValid = jest.fn<(data: z.output<typeof schema>) => void>();
    renderInApp(<Form onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Marks'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByLabelText('Title');
    expect(await screen.findByText('Title must be at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByText('Marks must be a positive number.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title must be at least 5 characters.');
    expect(title).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  test('after a failed submit the messages follow the typing, and what was typed stays', async () => {
    renderInApp(<Form onValid={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Title'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title must be at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('abc');
    await userEvent.type(screen.getByLabelText('Title'), 'de');
    await waitFor(() => expect(screen.queryByText('Title must be at least 5 characters.')).not.toBeInTheDocument());
  });

  test('a valid submit hands over the parsed values and is busy while the handler runs', async () => {
    let finish: () => void = () => undefined;
    const onValid = jest.fn((_data: z.output<typeof schema>) => new Promise<void>((resolve) => (finish = resolve)));
    renderInApp(<Form onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Title'), '  Essay on trees  ');
    await userEvent.type(screen.getByLabelText('Marks'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(onValid.mock.calls[0][0]).toEqual({ title: 'Essay on trees', marks: 20, notes: '' });
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    // A refusal by the server is the handler's business: the values are still there.
    expect(screen.getByLabelText('Title')).toHaveValue('  Essay on trees  ');
  });

  test("a failed submit opens the form's 'Validation Error' alert with its own text over the messages", async () => {
    renderInApp(<Form onValid={() => undefined} invalidAlert={MESSAGES.validation.fillAllCorrectly} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveTextContent(MESSAGES.validation.alertTitle);
    expect(alert).toHaveTextContent(MESSAGES.validation.fillAllCorrectly);
    // Behind the open alert the messages already show and the form is not left busy.
    expect(screen.getByText('Title must be at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeEnabled();
    // Closing it lands on the first field to fix (jsdom cannot scroll, which sweetalert2 does on close).
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
  });

  test('a form with its own alert flow gets the invalid case instead of the Validation Error alert', async () => {
    const onInvalid = jest.fn();
    renderInApp(<Form onValid={() => undefined} onInvalid={onInvalid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledWith(expect.objectContaining({ title: expect.anything() }), expect.anything()));
    expect(screen.queryByText(MESSAGES.validation.alertTitle)).not.toBeInTheDocument();
  });

  test('a schema imported on first use: the form draws without it, loads it on focus and checks with it', async () => {
    const load = jest.fn(async () => schema);
    const onValid = jest.fn<(data: z.output<typeof schema>) => void>();
    renderInApp(<Form onValid={onValid} source={load} />);
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Title'), 'abc');
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title must be at least 5 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'de');
    await userEvent.type(screen.getByLabelText('Marks'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ title: 'abcde', marks: 7, notes: '' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('checks that fail to load say so, keep what was typed, and load again on the next submit', async () => {
    let online = false;
    const load = jest.fn(() => (online ? Promise.resolve(schema) : Promise.reject(new Error('chunk failed'))));
    const onValid = jest.fn<(data: z.output<typeof schema>) => void>();
    const onInvalid = jest.fn();
    renderInApp(<Form onValid={onValid} onInvalid={onInvalid} source={load} invalidAlert={MESSAGES.validation.fixForm} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Essay on trees');
    await userEvent.type(screen.getByLabelText('Marks'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveTextContent(CHECKS_UNAVAILABLE_TEXT);
    expect(alert).not.toHaveTextContent(MESSAGES.validation.alertTitle);
    expect(onInvalid).not.toHaveBeenCalled();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title', { selector: 'input' })).toHaveValue('Essay on trees');
    expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeEnabled();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({ title: 'Essay on trees', marks: 20, notes: '' });
  });

  test('checks that never arrive are given up on: the form says so instead of staying busy', async () => {
    const load = jest.fn(() => new Promise<typeof schema>(() => undefined));
    const onValid = jest.fn<(data: z.output<typeof schema>) => void>();
    // Fake clock from the start: the wait begins on the first focus.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderInApp(<Form onValid={onValid} source={load} />);
      await userEvent.type(screen.getByLabelText('Title'), 'Essay on trees');
      const submitted = userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await act(() => jest.advanceTimersByTimeAsync(CHUNK_PATIENCE_MS));
      await submitted;
      expect(await screen.findByRole('dialog')).toHaveTextContent(CHECKS_UNAVAILABLE_TEXT);
      expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeEnabled();
      expect(onValid).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
