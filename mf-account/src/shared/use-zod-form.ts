import { MESSAGES } from '@studyhub/contracts';
import { showAlert } from '@studyhub/ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type Values = Record<string, string>;
export type FieldErrors<V extends Values> = Partial<Record<keyof V, string>>;

/** The first message of each invalid field, keyed by field name. */
export function fieldErrors<V extends Values>(error: z.ZodError): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const issue of error.issues) {
    const name = issue.path[0] as keyof V;
    errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * A form validated by one of the contracts' zod schemas. Messages appear under each field and the
 * spec's 'Validation Error' alert opens on a failed submit; after that first submit the messages
 * follow the user's typing. Values are never cleared on failure, so nothing typed is lost.
 */
export function useZodForm<S extends z.ZodType<unknown, V>, V extends Values>(
  schema: S,
  initial: V,
  { alertOnInvalid = true } = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  type Checked = { ok: true; data: z.output<S>; errors: FieldErrors<V> } | { ok: false; errors: FieldErrors<V> };
  const check = (next: V): Checked => {
    const result = schema.safeParse(next);
    return result.success
      ? { ok: true, data: result.data as z.output<S>, errors: {} }
      : { ok: false, errors: fieldErrors<V>(result.error) };
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (submitted) setErrors(check(next).errors);
  };

  const handleSubmit = (onValid: (data: z.output<S>) => Promise<void> | void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const result = check(values);
    setErrors(result.errors);
    if (!result.ok) {
      // Focus the first field to fix before the alert opens: sweetalert2 hands focus back to
      // whatever was focused when it opened, so the keyboard user lands right there.
      const firstInvalid = Array.from(form.elements).find(
        (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.name in result.errors,
      );
      firstInvalid?.focus();
      if (alertOnInvalid) {
        await showAlert({ title: MESSAGES.validation.alertTitle, text: MESSAGES.validation.fixForm, icon: 'error' });
      }
      return;
    }
    await onValid(result.data);
  };

  const field = (name: keyof V & string) => ({ name, value: values[name], onChange, error: errors[name] });

  return { values, setValues, errors, field, handleSubmit };
}
