import { MESSAGES } from '@studyhub/contracts/web';
import { loadWithin, showAlert } from '@studyhub/ui';
import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
} from 'react-hook-form';
import type { z } from 'zod';
import { CHECKS_UNAVAILABLE_TEXT } from './forms.texts.js';

/**
 * A contracts schema, or a function that imports it. With the function, a page draws its form
 * without zod (~25 KiB gzip): the schema loads on the form's first focus (`prepare`) and at the
 * latest on submit, which waits for it.
 */
export type SchemaSource<Schema> = Schema | (() => Promise<Schema>);

type Contracts = typeof import('@studyhub/contracts');
type SchemaName = Extract<keyof Contracts, `${string}Schema`>;

/**
 * The contracts schema `name` as a SchemaSource imported on the form's first focus:
 * `useZodForm(importSchema('loginSchema'), ...)` for a page that should draw without zod.
 */
export const importSchema =
  <Name extends SchemaName>(name: Name) =>
  (): Promise<Contracts[Name]> =>
    import('@studyhub/contracts').then((contracts) => contracts[name]);

const CHECKS_UNAVAILABLE = 'checks-unavailable';

export interface ZodFormOptions<Values> {
  defaultValues: DefaultValues<Values>;
  /**
   * The text of the 'Validation Error' alert on a failed submit (it differs per form), or
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
  schema: SchemaSource<Schema>,
  { defaultValues, invalidAlert = MESSAGES.validation.fixForm }: ZodFormOptions<z.input<Schema>>,
) {
  type Input = z.input<Schema>;
  type Output = z.output<Schema>;
  const [validation] = useState(() => lazyResolver<Input, Output>(schema));
  const form = useForm<Input, unknown, Output>({
    resolver: validation.resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // `submit` focuses the first field to fix itself, before any alert opens (see below).
    shouldFocusError: false,
  });

  /** Props for one field of the kit: the control's registration plus its message. */
  const field = (name: Path<Input>, options?: Parameters<typeof form.register>[1]) => ({
    ...form.register(name, options),
    error: errorMessage(form.formState.errors, name),
  });

  /** Focuses the first control with a message, in page order; sweetalert2 hands focus back to it. */
  const focusFirstInvalid = (errors: FieldErrors<Input>, event?: BaseSyntheticEvent) => {
    const controls = event?.target instanceof HTMLFormElement ? Array.from(event.target.elements) : [];
    const first = controls.find((control) => errorMessage(errors, control.getAttribute('name') ?? ''));
    if (first instanceof HTMLElement) first.focus();
    else form.setFocus(Object.keys(errors)[0] as Path<Input>);
  };

  /**
   * The form's submit handler. On invalid input: the first field to fix takes focus, then the
   * 'Validation Error' alert opens (if the form has one) and `onInvalid` runs, for forms with
   * their own alert flow. Neither is awaited: react-hook-form shows the messages and ends
   * `submitting` only when this returns, and both belong on screen while the alert is open.
   */
  const submit = (onValid: SubmitHandler<Output>, onInvalid?: SubmitErrorHandler<Input>) =>
    form.handleSubmit(onValid, (errors, event) => {
      // Nothing was checked: the resolver has said why, and no field is to blame.
      if (errors.root?.type === CHECKS_UNAVAILABLE) return;
      focusFirstInvalid(errors, event);
      if (invalidAlert) void showAlert({ title: MESSAGES.validation.alertTitle, text: invalidAlert, icon: 'error' });
      void onInvalid?.(errors, event);
    });

  return { ...form, field, submit, prepare: validation.prepare, submitting: form.formState.isSubmitting };
}

/**
 * The zod resolver, imported with the schema on first use rather than with the page. A failed
 * import is tried again on the next submit, and the failure itself reaches the form's error
 * alert rather than leaving the form stuck 'submitting'.
 */
function lazyResolver<Input extends FieldValues, Output>(source: SchemaSource<z.ZodType<FieldValues, FieldValues>>) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loading ??= loadWithin(Promise.all([typeof source === 'function' ? source() : source, import('@hookform/resolvers/zod')]))
      .then(([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    try {
      return await (
        await load()
      )(values, context, options);
    } catch {
      void showAlert({ title: MESSAGES.auth.errorTitle, text: CHECKS_UNAVAILABLE_TEXT, icon: 'error' });
      return { values: {}, errors: { root: { type: CHECKS_UNAVAILABLE, message: CHECKS_UNAVAILABLE_TEXT } } } as never;
    }
  };
  return { resolver, prepare: () => void load().catch(() => undefined) };
}

function errorMessage(errors: FieldValues, name: string): string | undefined {
  const error = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
