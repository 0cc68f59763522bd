import { selectUser } from '@studyhub/auth';
import { Avatar, Button, Card, Container, PageTitle } from '@studyhub/ui';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { EmailVerification } from './email-verification.js';
import { ProfileForm } from './profile-form.js';

const StyledCard = styled(Card)`
  max-width: 560px;
  margin: 8px auto 0;
  padding: 32px 28px;
`;

const StyledIdentity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  text-align: center;
  max-width: 100%;
  h2 {
    max-width: 100%;
    margin: 8px 0 0;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
    /* Names set before the length limit existed can be hundreds of characters: three lines at most. */
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow: hidden;
  }
  p { max-width: 100%; margin: 0; color: ${({ theme }) => theme.colors.textMuted}; overflow-wrap: anywhere; }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 24px;
`;

const StyledTitle = styled(PageTitle)`
  text-align: center;
`;

const PROVIDER_NAMES: Record<string, string> = { 'google.com': 'Google', password: 'Email and password' };

/** Profile (docs/product.md): avatar, name and email, toggling between a view and an edit mode. */
export function ProfilePage() {
  const user = useSelector(selectUser);
  const [editing, setEditing] = useState(false);
  // The route guard only renders this screen for a signed-in user.
  if (!user) return null;
  const name = user.displayName || 'No name yet';
  return (
    <Container>
      <StyledTitle>My Profile</StyledTitle>
      <StyledCard as="section" aria-label="Profile">
        {editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <>
            <StyledIdentity>
              <Avatar photoURL={user.photoURL} alt="" size={112} />
              <h2 title={user.displayName ?? undefined}>{name}</h2>
              <p>{user.email}</p>
              <p>Signed in with {PROVIDER_NAMES[user.providerId] ?? user.providerId}</p>
            </StyledIdentity>
            <EmailVerification user={user} />
            <StyledActions>
              <Button onClick={() => setEditing(true)}>Edit Profile</Button>
            </StyledActions>
          </>
        )}
      </StyledCard>
    </Container>
  );
}
