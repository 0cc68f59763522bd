/** The notifications page: only this area links to it (the bell's "See all", the avatar menu). */
export const NOTIFICATIONS_PATH = '/auth/notifications';
