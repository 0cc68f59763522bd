/** Screens only this area links to (the paths other areas link to are ROUTES in the contracts). */
export const ACCOUNT_PATHS = {
  forgotPassword: '/auth/forgot-password',
} as const;
