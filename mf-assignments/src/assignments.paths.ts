/** Screens only this area links to (the paths other areas link to are ROUTES in the contracts). */
export const ASSIGNMENTS_PATHS = {
  /** Details behind the login: where a guest who chose "Take Assignment" comes back to. */
  authAssignmentDetails: (id = ':id') => `/auth/services/${id}`,
  updateAssignment: (id = ':id') => `/auth/updateGroup/${id}`,
} as const;
