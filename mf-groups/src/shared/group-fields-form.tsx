import { GROUP_LIMITS } from '@studyhub/contracts/web';
import { groupFieldsSchema, type GroupFieldsInput } from '@studyhub/contracts';
import { FieldError, FormButtons, FormStack, TextAreaField, TextField, useZodForm } from '@studyhub/forms';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { z } from 'zod';
import { TEXTS } from '../groups.texts.js';
import { GroupPicture } from './group-picture.js';

export type GroupFields = z.output<typeof groupFieldsSchema>;

/** Why the server refused: its message, and the field it is about when it named one. */
export interface Refusal {
  message: string;
  field?: keyof GroupFields;
}

const FIELD_NAMES: readonly string[] = ['name', 'description', 'pictureUrl'] satisfies (keyof GroupFields)[];

/** The API's refusal of a group's fields, read from its error body (VALIDATION_FAILED names the field). */
export function refusalOf(error: unknown, fallback: string): Refusal {
  const data = (error as { data?: unknown } | undefined)?.data as
    { message?: unknown; errors?: { path?: unknown; message?: unknown }[] } | undefined;
  const issue = data?.errors?.find((item) => typeof item.path === 'string' && FIELD_NAMES.includes(item.path));
  if (issue && typeof issue.message === 'string') return { message: issue.message, field: issue.path as keyof GroupFields };
  return { message: typeof data?.message === 'string' ? data.message : fallback };
}

const StyledPreview = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

interface Props {
  defaultValues: GroupFieldsInput;
  submitLabel: string;
  submittingLabel: string;
  /** Saves; a refusal comes back to be shown in the form, which keeps everything typed. */
  onSave: (values: GroupFields) => Promise<Refusal | void>;
  /** More buttons beside the submit (e.g. Cancel). */
  extraActions?: ReactNode;
  label: string;
}

/** Name, description and picture URL, checked by the API's own schema, with a live picture preview. */
export function GroupFieldsForm({ defaultValues, submitLabel, submittingLabel, onSave, extraActions, label }: Props) {
  const form = useZodForm(groupFieldsSchema, { defaultValues });
  const [problem, setProblem] = useState<string>();
  const name = form.watch('name') ?? '';
  const pictureUrl = (form.watch('pictureUrl') ?? '').trim();

  const submit = form.submit(async (values) => {
    setProblem(undefined);
    const refusal = await onSave(values);
    if (!refusal) return;
    if (refusal.field) form.setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
    else setProblem(refusal.message);
  });

  return (
    <FormStack noValidate onSubmit={submit} aria-label={label}>
      <TextField label={TEXTS.fields.name} autoComplete="off" maxLength={GROUP_LIMITS.nameMax} {...form.field('name')} />
      <TextAreaField label={TEXTS.fields.description} rows={4} maxLength={GROUP_LIMITS.descriptionMax} {...form.field('description')} />
      <TextField
        label={TEXTS.fields.pictureUrl}
        type="url"
        inputMode="url"
        placeholder="https://example.com/group.png"
        hint={TEXTS.fields.pictureHint}
        maxLength={GROUP_LIMITS.pictureUrlMax}
        {...form.field('pictureUrl')}
      />
      <StyledPreview>
        <GroupPicture name={name || '?'} url={pictureUrl} size={56} />
        <span aria-hidden="true">{name.trim()}</span>
      </StyledPreview>
      {problem && <FieldError role="alert">{problem}</FieldError>}
      <FormButtons submitting={form.submitting} submitLabel={submitLabel} busyLabel={submittingLabel}>
        {extraActions}
      </FormButtons>
    </FormStack>
  );
}
