import { Button, Muted, Spinner } from '@studyhub/ui';
import { Link } from '@studyhub/router';
import styled from 'styled-components';
import { NotificationItem, StyledNotificationList } from './notification-item.js';
import { useListNotificationsInfiniteQuery } from './notifications.api.js';
import { NOTIFICATIONS_PATH } from './notifications.paths.js';
import { NOTIFICATION_TEXTS as T } from './notifications.texts.js';
import { useReadNotifications } from './use-read-notifications.js';

/** The panel shows the newest few; the page has them all. */
const SHOWN = 6;

export const PANEL_ID = 'notifications-panel';

/* Under the bell on wide screens; on phones the width of the screen, below the bar. */
const StyledPanel = styled.section`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 200;
  width: min(380px, calc(100vw - 24px));
  padding: 8px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    position: fixed;
    top: ${({ theme }) => theme.layout.navHeight};
    left: 12px;
    right: 12px;
    width: auto;
  }
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 4px 4px 8px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 6px;
  h2 { margin: 0; font-size: 1rem; }
`;

const StyledScroll = styled.div`
  max-height: min(60vh, 420px);
  overflow-y: auto;
`;

const StyledState = styled(Muted)`
  display: flex;
  justify-content: center;
  padding: 20px 12px;
  margin: 0;
`;

const StyledFooter = styled.div`
  padding: 8px 4px 2px;
  margin-top: 6px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  a {
    display: block;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

interface Props {
  uid: string;
  unread: number;
  /** A link was chosen: the panel closes. */
  onClose: () => void;
}

/** The bell's panel: the newest notifications, "Mark all read", and the way to the page. */
export function NotificationsPanel({ uid, unread, onClose }: Props) {
  const list = useListNotificationsInfiniteQuery(uid);
  const { openOne, readAll, busy } = useReadNotifications(uid);
  const items = list.data?.pages[0]?.items.slice(0, SHOWN) ?? [];

  let body;
  if (list.isLoading)
    body = (
      <StyledState as="div">
        <Spinner $size={24} />
      </StyledState>
    );
  else if (list.isError && !items.length) body = <StyledState role="alert">{T.loadFailed}</StyledState>;
  else if (!items.length) body = <StyledState>{T.none}</StyledState>;
  else {
    body = (
      <StyledNotificationList>
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={(chosen) => {
              openOne(chosen);
              onClose();
            }}
          />
        ))}
      </StyledNotificationList>
    );
  }

  return (
    <StyledPanel id={PANEL_ID} aria-labelledby={`${PANEL_ID}-title`}>
      <StyledHeader>
        <h2 id={`${PANEL_ID}-title`}>{T.title}</h2>
        <Button type="button" $variant="ghost" onClick={readAll} disabled={unread === 0 || busy}>
          {T.markAllRead}
        </Button>
      </StyledHeader>
      <StyledScroll>{body}</StyledScroll>
      <StyledFooter>
        <Link to={NOTIFICATIONS_PATH} onClick={onClose}>
          {T.seeAll}
        </Link>
      </StyledFooter>
    </StyledPanel>
  );
}
