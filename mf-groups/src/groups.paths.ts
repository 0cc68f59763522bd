/**
 * This area's screens. Only this area links to them, so they live here rather than in the
 * contracts' ROUTES: moving one is this area's release alone.
 */
export const GROUPS_PATHS = {
  myGroups: '/groups',
  createGroup: '/groups/new',
  group: (id = ':id') => `/groups/${id}`,
  settings: (id = ':id') => `/groups/${id}/settings`,
  invite: (token = ':token') => `/invite/${token}`,
} as const;
