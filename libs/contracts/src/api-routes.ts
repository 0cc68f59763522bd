// Where each call of the API lives: its method and path, written once. The contract table
// (api-contract.ts) adds each call's inputs, answers and refusals to these; the web reads only
// this half, which needs no zod, so a page that shows no form downloads no validation code.

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Express-style (`:id` for a parameter), as Nest and the web use it. */
  path: string;
}

export const API_ROUTES = {
  health: { method: 'GET', path: '/api/health' },
  listAssignments: { method: 'GET', path: '/api/assignments' },
  getAssignment: { method: 'GET', path: '/api/assignments/:id' },
  createAssignment: { method: 'POST', path: '/api/assignments' },
  updateAssignment: { method: 'PUT', path: '/api/assignments/:id' },
  deleteAssignment: { method: 'DELETE', path: '/api/assignments/:id' },
  submitAssignment: { method: 'POST', path: '/api/assignments/:id/submit' },
  mySubmissions: { method: 'GET', path: '/api/submissions' },
  pendingSubmissions: { method: 'GET', path: '/api/submissions/pending' },
  markSubmission: { method: 'PUT', path: '/api/submissions/:id/mark' },
  withdrawSubmission: { method: 'DELETE', path: '/api/submissions/:id' },
  submissionHistory: { method: 'GET', path: '/api/submissions/:id/history' },
  requestRegrade: { method: 'POST', path: '/api/submissions/:id/regrade' },
  answerRegrade: { method: 'PUT', path: '/api/submissions/:id/regrade' },
  assignmentSubmissions: { method: 'GET', path: '/api/assignments/:id/submissions' },
  submissionCounts: { method: 'GET', path: '/api/assignments/:id/submission-counts' },
  createContactRequest: { method: 'POST', path: '/api/contact-requests' },
  myGroups: { method: 'GET', path: '/api/groups' },
  createGroup: { method: 'POST', path: '/api/groups' },
  getGroup: { method: 'GET', path: '/api/groups/:id' },
  updateGroup: { method: 'PUT', path: '/api/groups/:id' },
  deleteGroup: { method: 'DELETE', path: '/api/groups/:id' },
  groupMembers: { method: 'GET', path: '/api/groups/:id/members' },
  setMemberRole: { method: 'PUT', path: '/api/groups/:id/members/:uid' },
  removeMember: { method: 'DELETE', path: '/api/groups/:id/members/:uid' },
  transferGroup: { method: 'PUT', path: '/api/groups/:id/owner' },
  groupInvites: { method: 'GET', path: '/api/groups/:id/invites' },
  createInvite: { method: 'POST', path: '/api/groups/:id/invites' },
  revokeInvite: { method: 'DELETE', path: '/api/groups/:id/invites/:invite' },
  getInvite: { method: 'GET', path: '/api/invites/:token' },
  acceptInvite: { method: 'POST', path: '/api/invites/:token' },
  myProgress: { method: 'GET', path: '/api/progress' },
  myNotifications: { method: 'GET', path: '/api/notifications' },
  unreadNotifications: { method: 'GET', path: '/api/notifications/unread' },
  readNotifications: { method: 'POST', path: '/api/notifications/read' },
  claimSubmission: { method: 'PUT', path: '/api/submissions/:id/claim' },
  releaseClaim: { method: 'DELETE', path: '/api/submissions/:id/claim' },
} as const satisfies Record<string, ApiRoute>;

export type EndpointName = keyof typeof API_ROUTES;

/** The API's meta pages, outside the table: the document itself and its interactive docs. */
export const API_DOCS = { openapi: '/api/openapi.json', page: '/api/docs', contract: '/api/contract.json' } as const;

/** The concrete path of a call, each `:name` replaced by its (encoded) value. */
export function pathOf(endpoint: Pick<ApiRoute, 'path'>, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** The path in OpenAPI's syntax (`{id}` for a parameter). */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const R = API_ROUTES;

/** Concrete API paths, for callers outside RTK Query (tests, scripts, the docs page). */
export const API_PATHS = {
  health: R.health.path,
  assignments: R.listAssignments.path,
  assignment: (id: string) => pathOf(R.getAssignment, { id }),
  submitAssignment: (id: string) => pathOf(R.submitAssignment, { id }),
  submissions: R.mySubmissions.path,
  pendingSubmissions: R.pendingSubmissions.path,
  markSubmission: (id: string) => pathOf(R.markSubmission, { id }),
  submission: (id: string) => pathOf(R.withdrawSubmission, { id }),
  submissionHistory: (id: string) => pathOf(R.submissionHistory, { id }),
  regrade: (id: string) => pathOf(R.requestRegrade, { id }),
  assignmentSubmissions: (id: string) => pathOf(R.assignmentSubmissions, { id }),
  submissionCounts: (id: string) => pathOf(R.submissionCounts, { id }),
  contactRequests: R.createContactRequest.path,
  groups: R.myGroups.path,
  group: (id: string) => pathOf(R.getGroup, { id }),
  groupMembers: (id: string) => pathOf(R.groupMembers, { id }),
  groupMember: (id: string, uid: string) => pathOf(R.removeMember, { id, uid }),
  groupOwner: (id: string) => pathOf(R.transferGroup, { id }),
  groupInvites: (id: string) => pathOf(R.groupInvites, { id }),
  groupInvite: (id: string, inviteId: string) => pathOf(R.revokeInvite, { id, invite: inviteId }),
  invite: (token: string) => pathOf(R.getInvite, { token }),
  progress: R.myProgress.path,
  notifications: R.myNotifications.path,
  unreadNotifications: R.unreadNotifications.path,
  readNotifications: R.readNotifications.path,
  claim: (id: string) => pathOf(R.claimSubmission, { id }),
  docs: API_DOCS.page,
  openapi: API_DOCS.openapi,
} as const;
