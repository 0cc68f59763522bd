import type { Notification } from '@studyhub/contracts';

/** What a notification says: the title in curly quotes, and no name where anonymous review keeps it back (actorName null). */
function describe(n: Notification): string {
  const title = `“${n.title}”`;
  switch (n.kind) {
    case 'graded':
      return n.obtainedMarks === null || n.marks === null
        ? `Your work on ${title} was graded`
        : `Your work on ${title} was graded: ${n.obtainedMarks}/${n.marks}`;
    case 'submitted':
      return `${n.actorName ?? 'Someone'} submitted to ${title}`;
    case 'regradeRequested':
      return `${n.actorName ?? 'A student'} asked for a regrade on ${title}`;
    case 'regradeAnswered':
      return n.decision === 'reopen'
        ? `Your regrade request on ${title} was answered: reopened for a new marker`
        : `Your regrade request on ${title} was answered: grade kept`;
  }
}

/** Copy of the bell, its panel, the toast and the notifications page. */
export const NOTIFICATION_TEXTS = {
  describe,
  /** The bell's accessible name: the count is said, not only drawn. */
  bellName: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  /** The badge shows at most this; the name keeps the real count. */
  badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
  title: 'Notifications',
  intro: 'What happened to your work and to your assignments, newest first.',
  markAllRead: 'Mark all read',
  seeAll: 'See all notifications',
  none: 'No notifications yet.',
  loadFailed: 'Failed to load your notifications.',
  unread: 'Unread',
  /** The toast's link. */
  open: 'Open',
  dismiss: 'Dismiss',
  loginTo: 'Please log in to see your notifications.',
} as const;
