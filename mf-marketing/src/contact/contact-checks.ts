import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Every field filled in; spaces (and a field never set) count as blank, as they do for the API. */
export function allFilled(values: FieldValues): boolean {
  return Object.values(values).every((value) => String(value ?? '').trim() !== '');
}

/** What is wrong with a filled-in form: the email's, then the phone's message (the schemas' own). */
export function formatProblem(errors: FieldErrors): string | undefined {
  const message = errors.email?.message ?? errors.phone?.message;
  return typeof message === 'string' ? message : undefined;
}
