import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@studyhub/contracts';
import { showAlert } from '@studyhub/ui';
import { useForm, type DefaultValues, type FieldValues, type Path, type SubmitHandler } from 'react-hook-form';
import type { z } from 'zod';

export interface ZodFormOptions<Values> {
  defaultValues: DefaultValues<Values>;
  /**
   * The text of the spec's 'Validation Error' alert on a failed submit (it differs per form), or
   * false for forms that only show messages next to the fields.
   */
  invalidAlert?: string | false;
}

/**
 * The app's one form kit: react-hook-form validated by a contracts zod schema, so the form and the
 * API share one rule and one message. Errors show under each field after the first submit and then
 * follow the user's typing; the first invalid field takes focus; values are never cleared on a
 * failed submit or a server refusal, so nothing typed is lost. `submitting` is true while the
 * submit handler runs, which replaces the busy/try/finally block every form used to write.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  { defaultValues, invalidAlert = MESSAGES.validation.fixForm }: ZodFormOptions<z.input<Schema>>,
) {
  type Input = z.input<Schema>;
  type Output = z.output<Schema>;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  /** Props for one field of the kit: the control's registration plus its message. */
  const field = (name: Path<Input>, options?: Parameters<typeof form.register>[1]) => ({
    ...form.register(name, options),
    error: errorMessage(form.formState.errors, name),
  });

  const submit = (onValid: SubmitHandler<Output>) =>
    form.handleSubmit(onValid, async () => {
      if (invalidAlert) await showAlert({ title: MESSAGES.validation.alertTitle, text: invalidAlert, icon: 'error' });
    });

  return { ...form, field, submit, submitting: form.formState.isSubmitting };
}

function errorMessage(errors: FieldValues, name: string): string | undefined {
  const error = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
