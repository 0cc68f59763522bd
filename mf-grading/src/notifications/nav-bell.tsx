import type { Notification } from '@studyhub/contracts';
import { selectUser } from '@studyhub/auth';
import type { RemoteWidgetModule } from '@studyhub/mf-config';
import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useLiveEvents } from '../live/use-live-events.js';
import { NotificationToast } from './notification-toast.js';
import { NotificationsPanel, PANEL_ID } from './notifications-panel.js';
import { NOTIFICATION_TEXTS as T } from './notifications.texts.js';
import { useDisclosure } from '@studyhub/ui';
import { useReadNotifications } from './use-read-notifications.js';
import { useUnreadCount } from './use-unread-count.js';

const StyledWrap = styled.div`
  position: relative;
`;

/* The size and look of the shell's other bar buttons (the theme switch), which it cannot share. */
const StyledBell = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const StyledBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => (theme.mode === 'dark' ? theme.colors.bg : '#fff')};
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

/** The bell of a signed-in user: unread count, the panel, and the toast of what arrives. */
function Bell({ uid }: { uid: string }) {
  const [toast, setToast] = useState<Notification | null>(null);
  const status = useLiveEvents((event) => {
    if (event.type === 'notification') setToast(event.notification);
  });
  const unread = useUnreadCount(uid, status);
  const { openOne } = useReadNotifications(uid);
  const { open, close, toggle, container, button } = useDisclosure<HTMLDivElement>();
  const clearToast = useCallback(() => setToast(null), []);

  return (
    <StyledWrap ref={container}>
      <StyledBell
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={T.bellName(unread)}
        title={T.bellName(unread)}
        onClick={toggle}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 && <StyledBadge aria-hidden="true">{T.badge(unread)}</StyledBadge>}
      </StyledBell>
      {open && <NotificationsPanel uid={uid} unread={unread} onClose={close} />}
      <NotificationToast notification={toast} onDone={clearToast} onOpen={openOne} />
    </StyledWrap>
  );
}

/**
 * The grading area's widget in the shell's bar (slot `navActions`, route-table.ts): the shell
 * loads it for signed-in users and knows nothing of what it shows. It also holds the page's live
 * connection, so every page of a signed-in user gets the events.
 */
export function NavBell() {
  const user = useSelector(selectUser);
  return user ? <Bell key={user.uid} uid={user.uid} /> : null;
}

export default NavBell satisfies RemoteWidgetModule['default'];
