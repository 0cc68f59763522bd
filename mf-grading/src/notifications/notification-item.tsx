import type { Notification } from '@studyhub/contracts';
import { VisuallyHidden } from '@studyhub/ui';
import { Link } from '@studyhub/router';
import styled from 'styled-components';
import { formatMoment } from '../history/format-moment.js';
import { notificationLink } from './notification-link.js';
import { NOTIFICATION_TEXTS as T } from './notifications.texts.js';

/* Unread ones stand out three ways: a dot, bolder text and a tinted band (not by colour alone). */
const StyledLink = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 10px minmax(0, 1fr);
  gap: 4px 10px;
  align-items: baseline;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceAlt : 'transparent')};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  overflow-wrap: anywhere;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; text-decoration: underline; }
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
    transform: translateY(-1px);
  }
  time {
    grid-column: 2;
    font-size: 0.8rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface Props {
  notification: Notification;
  /** Chosen: the caller marks it read (and closes the panel it is in). */
  onOpen: (notification: Notification) => void;
}

/** One notification as a link to what it is about, with when it happened. */
export function NotificationItem({ notification, onOpen }: Props) {
  const unread = !notification.read;
  return (
    <li>
      <StyledLink to={notificationLink(notification)} $unread={unread} onClick={() => onOpen(notification)}>
        <span>
          {unread && <VisuallyHidden>{T.unread}: </VisuallyHidden>}
          {T.describe(notification)}
        </span>
        <time dateTime={notification.createdAt}>{formatMoment(notification.createdAt)}</time>
      </StyledLink>
    </li>
  );
}

/** The items' list: no bullets, a little space between. */
export const StyledNotificationList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
