import type { SessionUser } from '@studyhub/auth';
import { Avatar, useDisclosure } from '@studyhub/ui';
import styled from 'styled-components';
import { NavEntryItems } from './nav-entry.js';
import { useNavLinks } from '../remotes/use-remote-area.js';
import { StyledDropdown } from './nav-styles.js';
import type { NavGo } from './use-nav-go.js';

const StyledWrap = styled.div`
  position: relative;
`;

const StyledAvatarButton = styled.button`
  display: inline-flex;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
`;

/* A name or address of any length stays within two lines (the whole of it is the item's title). */
const StyledWho = styled.li`
  max-width: min(280px, calc(100vw - 32px));
  padding: 8px 12px 10px;
  margin-bottom: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong, span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  span { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The logged-in user's round avatar; a click toggles the dropdown of the user's own pages. */
export function UserMenu({ user, go }: { user: SessionUser; go: NavGo }) {
  const userLinks = useNavLinks('user');
  const { open, close, toggle, container, button } = useDisclosure<HTMLDivElement>();
  const name = user.displayName || user.email || 'Your account';

  return (
    <StyledWrap ref={container}>
      <StyledAvatarButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="user-menu"
        aria-label={`Account menu for ${name}`}
        title={name}
        onClick={toggle}
      >
        <Avatar photoURL={user.photoURL} alt="" size={40} />
      </StyledAvatarButton>
      {open && (
        <StyledDropdown id="user-menu" $align="right">
          <StyledWho>
            <strong title={user.displayName ?? undefined}>{user.displayName || 'No name yet'}</strong>
            <span title={user.email ?? undefined}>{user.email}</span>
          </StyledWho>
          <NavEntryItems items={userLinks} go={go} onChosen={close} />
        </StyledDropdown>
      )}
    </StyledWrap>
  );
}
