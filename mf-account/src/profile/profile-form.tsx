import { updateUserProfile, type SessionUser } from '@studyhub/auth';
import { isImageUrl, MESSAGES, profileSchema, type ProfileInput } from '@studyhub/contracts';
import { Avatar, Button, TextField } from '@studyhub/ui';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { showAuthError, showSuccess } from '../shared/feedback.js';
import { useZodForm } from '../shared/use-zod-form.js';

const StyledPreview = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: 20px;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin-top: 8px;
`;

/** Edit mode of the profile: name (required) and photo URL (optional), with a live preview. */
export function ProfileForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const dispatch = useDispatch();
  const [busy, setBusy] = useState(false);
  const form = useZodForm(profileSchema, { name: user.displayName ?? '', photoURL: user.photoURL ?? '' });
  const preview = isImageUrl(form.values.photoURL.trim()) ? form.values.photoURL.trim() : user.photoURL;

  const onValid = async (data: ProfileInput) => {
    setBusy(true);
    try {
      await updateUserProfile(dispatch, data);
      showSuccess(MESSAGES.auth.profileUpdated);
      onDone();
    } catch (error) {
      await showAuthError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label="Edit profile">
      <StyledPreview>
        <Avatar photoURL={preview} alt="Photo preview" size={112} />
      </StyledPreview>
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" name="email" value={user.email ?? ''} readOnly hint="Your email cannot be changed here." />
      <TextField
        label="Photo URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://example.com/me.png"
        {...form.field('photoURL')}
      />
      <StyledActions>
        <Button type="button" $variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </StyledActions>
    </form>
  );
}
