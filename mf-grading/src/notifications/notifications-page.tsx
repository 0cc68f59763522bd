import { selectUser } from '@studyhub/auth';
import { Button, Container, Muted, PagedContent, pagedRows, PageTitle } from '@studyhub/ui';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useFailureAlert } from '../shared/use-failure-alert.js';
import { NotificationItem, StyledNotificationList } from './notification-item.js';
import { useListNotificationsInfiniteQuery, useUnreadNotificationsQuery } from './notifications.api.js';
import { NOTIFICATION_TEXTS as T } from './notifications.texts.js';
import { useReadNotifications } from './use-read-notifications.js';

const TITLE_ID = 'notifications-title';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  p { margin: 0; }
`;

const StyledList = styled(StyledNotificationList)`
  padding: 8px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** Every notification of the signed-in user, newest first, a page at a time; unread ones marked. */
export function NotificationsPage() {
  const uid = useSelector(selectUser)?.uid ?? '';
  // The stream keeps both fresh while the page is open; a visit after a while asks again.
  const result = useListNotificationsInfiniteQuery(uid, { skip: !uid, refetchOnMountOrArgChange: true });
  const unread = useUnreadNotificationsQuery(uid, { skip: !uid }).data?.unread ?? 0;
  const { openOne, readAll, busy } = useReadNotifications(uid);
  const { rows, state } = pagedRows(result, (notification) => notification.id);
  useFailureAlert(result.isError, T.loadFailed);

  return (
    <Container as="section" aria-labelledby={TITLE_ID}>
      <PageTitle id={TITLE_ID}>{T.title}</PageTitle>
      <StyledBar>
        <Muted>{T.intro}</Muted>
        <Button type="button" $variant="secondary" onClick={readAll} disabled={unread === 0 || busy}>
          {T.markAllRead}
        </Button>
      </StyledBar>
      <PagedContent state={state} empty={T.none} failed={T.loadFailed}>
        <StyledList aria-labelledby={TITLE_ID}>
          {rows.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={openOne} />
          ))}
        </StyledList>
      </PagedContent>
    </Container>
  );
}
