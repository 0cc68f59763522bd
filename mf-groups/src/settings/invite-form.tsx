import { GROUP_LIMITS } from '@studyhub/contracts/web';
import { createInviteSchema } from '@studyhub/contracts';
import { FieldError, FieldRow, FormButtons, FormStack, TextField, useZodForm } from '@studyhub/forms';
import { useState } from 'react';
import { useCreateInviteMutation } from '../groups.api.js';
import { TEXTS } from '../groups.texts.js';
import { apiErrorMessage } from '@studyhub/api-client';

const T = TEXTS.settings;

/** Empty means no limit: null, as the API takes it. */
const usesValue = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** Makes an invite link: 1–30 days (7 by default), optionally a number of uses. */
export function InviteForm({ groupId }: { groupId: string }) {
  const form = useZodForm(createInviteSchema, {
    defaultValues: { expiresInDays: GROUP_LIMITS.inviteDaysDefault, maxUses: null },
    invalidAlert: false,
  });
  const [createInvite] = useCreateInviteMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  const submit = form.submit(async (body) => {
    setOutcome(undefined);
    const result = await createInvite({ id: groupId, body });
    if (result.error) setOutcome({ ok: false, text: apiErrorMessage(result.error, T.inviteFailed) });
    else setOutcome({ ok: true, text: T.inviteCreated });
  });

  return (
    <FormStack noValidate onSubmit={submit} aria-label={T.createInvite}>
      <FieldRow>
        <TextField
          label={T.expiresInDays}
          type="number"
          inputMode="numeric"
          min={GROUP_LIMITS.inviteDaysMin}
          max={GROUP_LIMITS.inviteDaysMax}
          step={1}
          hint={T.expiresHint}
          {...form.field('expiresInDays', { valueAsNumber: true })}
        />
        <TextField
          label={T.maxUses}
          type="number"
          inputMode="numeric"
          min={1}
          max={GROUP_LIMITS.inviteUsesMax}
          step={1}
          hint={T.maxUsesHint}
          {...form.field('maxUses', { setValueAs: usesValue })}
        />
      </FieldRow>
      {outcome && (outcome.ok ? <p role="status">{outcome.text}</p> : <FieldError role="alert">{outcome.text}</FieldError>)}
      <FormButtons submitting={form.submitting} submitLabel={T.createInvite} busyLabel={T.creatingInvite} />
    </FormStack>
  );
}
