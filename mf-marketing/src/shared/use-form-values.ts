import { useState, type ChangeEvent } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Controlled values for a small client-only form. A failed check leaves `values` untouched, so
 * the user keeps what they typed; `reset` empties the form after a success.
 */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<Control>) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, bind, reset: () => setValues(initial) };
}
