import { updateUserProfile, type SessionUser } from '@studyhub/auth';
import { isImageUrl } from '@studyhub/contracts/web';
import type { ProfileInput } from '@studyhub/contracts';
import { FormStack, TextField, importSchema, useZodForm } from '@studyhub/forms';
import { Avatar, Button } from '@studyhub/ui';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { showAuthError, showSuccess } from '../shared/feedback.js';
import { NAME_MAX_LENGTH } from '../shared/name-limit.js';
import { ACCOUNT_TEXTS } from '../account.texts.js';

const StyledPreview = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: 4px;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
`;

/** Edit mode of the profile: name (required) and photo URL (optional), with a live preview. */
export function ProfileForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const dispatch = useDispatch();
  const form = useZodForm(importSchema('profileSchema'), {
    defaultValues: { name: user.displayName ?? '', photoURL: user.photoURL ?? '' },
  });
  const typedPhoto = form.watch('photoURL').trim();
  const preview = isImageUrl(typedPhoto) ? typedPhoto : user.photoURL;

  const onValid = async (data: ProfileInput) => {
    try {
      await updateUserProfile(dispatch, data);
      showSuccess(ACCOUNT_TEXTS.profileUpdated);
      onDone();
    } catch (error) {
      await showAuthError(error);
    }
  };

  return (
    <FormStack noValidate onSubmit={form.submit(onValid)} onFocus={form.prepare} aria-label="Edit profile">
      <StyledPreview>
        <Avatar photoURL={preview} alt="Photo preview" size={112} />
      </StyledPreview>
      <TextField label="Name" autoComplete="name" maxLength={NAME_MAX_LENGTH} {...form.field('name')} />
      <TextField label="Email" name="email" value={user.email ?? ''} readOnly hint="Your email cannot be changed here." />
      <TextField
        label="Photo URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://example.com/me.png"
        {...form.field('photoURL')}
      />
      <StyledActions>
        <Button type="button" $variant="secondary" onClick={onDone} disabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </StyledActions>
    </FormStack>
  );
}
