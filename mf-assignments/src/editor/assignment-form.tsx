import { ASSIGNMENT_LIMITS, DIFFICULTIES, MESSAGES } from '@studyhub/contracts/web';
import type { AssignmentFormInput, assignmentFormSchema } from '@studyhub/contracts';
import {
  DraftNotice,
  FieldRow,
  FormButtons,
  FormStack,
  SelectField,
  TextAreaField,
  TextField,
  useFormDraft,
  useZodForm,
} from '@studyhub/forms';
import { Muted, showAlert } from '@studyhub/ui';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { TEXTS } from '../assignments.texts.js';
import { AnonymousReviewField, AnonymousReviewNote } from './anonymous-review-field.js';
import { AudienceField, type AudienceChoices } from './audience-field.js';
import { DueDateField } from './due-date-field.js';
import { ThumbnailPreview } from './thumbnail-preview.js';
import { useImageLoads } from './use-image-loads.js';

export type AssignmentFormValues = z.output<typeof assignmentFormSchema>;

interface Props {
  /** The create or the update rules (both with the owner fields). */
  schema: z.ZodType<AssignmentFormValues, AssignmentFormInput>;
  defaultValues: Partial<AssignmentFormInput>;
  /** Text of the 'Validation Error' alert: it differs between create and update. */
  invalidAlert: string;
  /** Days before this cannot be picked as the due date. */
  minDueDate?: Date;
  /**
   * Update: a new thumbnail URL must load as an image, else the form is not valid.
   * The URL saved before is taken as it is even if it no longer loads (create accepted it, and the
   * author may only want to fix a typo elsewhere); the form says the picture does not load.
   */
  requireLoadedThumbnail?: { savedUrl: string };
  /** Where unsaved work is kept across a reload (user and form; see useFormDraft). */
  draftKey: string;
  submitLabel: string;
  /** Saves and answers whether it did; on a refusal it says why itself, and the form keeps every value. */
  onSave: (values: AssignmentFormValues) => Promise<boolean>;
  /**
   * What follows a save (say so, go to the list). It runs once the draft is cleared, so leaving
   * the page is not questioned as leaving unsaved changes.
   */
  onSaved: () => void | Promise<void>;
  /** Empty the form once saved (create). */
  resetAfterSave?: boolean;
  /**
   * Update: anonymous review was fixed at create, so it is stated (on or off) rather than offered.
   * Absent on create, where the checkbox chooses it.
   */
  fixedAnonymous?: boolean;
  /** The author's groups, offered besides Public (none: only Public). */
  audience?: AudienceChoices;
}

const descriptionHint = (length: number) =>
  length > 0 && length < ASSIGNMENT_LIMITS.descriptionMin
    ? `${ASSIGNMENT_LIMITS.descriptionMin - length} more characters to go (at least ${ASSIGNMENT_LIMITS.descriptionMin}).`
    : undefined;

/** The create and update form: owner fields read-only, live thumbnail preview. */
export function AssignmentForm(props: Props) {
  const {
    schema,
    defaultValues,
    invalidAlert,
    minDueDate,
    requireLoadedThumbnail,
    submitLabel,
    onSave,
    onSaved,
    resetAfterSave,
    draftKey,
    fixedAnonymous,
  } = props;
  const audience = props.audience ?? { groups: [], failed: false };
  const form = useZodForm(schema, { defaultValues, invalidAlert });
  const draft = useFormDraft(form, draftKey);
  const thumbnailUrl = form.watch('thumbnailUrl') ?? '';
  const description = form.watch('description') ?? '';
  const thumbnail = useImageLoads(thumbnailUrl);
  const keptBrokenThumbnail =
    requireLoadedThumbnail !== undefined && thumbnailUrl.trim() === requireLoadedThumbnail.savedUrl.trim() && thumbnail === 'failed';

  const onSubmit = form.submit(async (values) => {
    if (requireLoadedThumbnail && thumbnail !== 'loaded' && !keptBrokenThumbnail) {
      form.setError('thumbnailUrl', { message: MESSAGES.validation.thumbnailUrl }, { shouldFocus: true });
      await showAlert({ title: MESSAGES.validation.alertTitle, text: invalidAlert, icon: 'error' });
      return;
    }
    if (!(await onSave(values))) return;
    draft.clear();
    if (resetAfterSave) form.reset();
    await onSaved();
  });

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      {draft.restored && <DraftNotice onDiscard={draft.discard} />}
      <FieldRow>
        <TextField label="Your Email" readOnly {...form.field('userEmail')} />
        <TextField label="Your Name" readOnly {...form.field('userName')} />
      </FieldRow>
      <TextField label="Title" maxLength={ASSIGNMENT_LIMITS.titleMax} {...form.field('title')} />
      <TextAreaField
        label="Description"
        rows={5}
        maxLength={ASSIGNMENT_LIMITS.descriptionMax}
        hint={descriptionHint(description.trim().length)}
        {...form.field('description')}
      />
      <FieldRow>
        <TextField
          label="Marks"
          type="number"
          min={1}
          max={ASSIGNMENT_LIMITS.marksMax}
          step={1}
          inputMode="numeric"
          {...form.field('marks', { valueAsNumber: true })}
        />
        <SelectField label="Difficulty" {...form.field('difficulty')}>
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty}>{difficulty}</option>
          ))}
        </SelectField>
      </FieldRow>
      <FieldRow>
        <TextField
          label="Thumbnail URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/picture.png"
          hint="A png, jpg, jpeg or gif link."
          {...form.field('thumbnailUrl')}
        />
        <Controller
          control={form.control}
          name="dueDate"
          render={({ field, fieldState }) => (
            <DueDateField
              label="Due Date"
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              minDate={minDueDate}
            />
          )}
        />
      </FieldRow>
      {keptBrokenThumbnail && <Muted role="note">{TEXTS.thumbnailDoesNotLoad}</Muted>}
      <ThumbnailPreview url={thumbnailUrl} status={thumbnail} />
      {/* Remounted when the groups arrive, so the select shows the group the form already holds. */}
      <AudienceField
        key={audience.groups.length}
        choices={audience}
        {...form.field('groupId', { setValueAs: (value: string | null) => value || null })}
      />
      {fixedAnonymous === undefined ? (
        <AnonymousReviewField {...form.register('anonymous')} />
      ) : (
        <AnonymousReviewNote on={fixedAnonymous} />
      )}
      <FormButtons submitting={form.submitting} submitLabel={submitLabel} busyLabel="Saving..." />
    </FormStack>
  );
}
