import { ROUTES } from '@studyhub/contracts';

/**
 * The four remotes: federation name (a JS identifier, field notes), folder, default port and the
 * paths each owns. The shell uses `paths` to show a fallback in that area alone when a remote is down.
 */
export const REMOTES = {
  mf_marketing: {
    folder: 'mf-marketing',
    port: 3001,
    title: 'Home',
    paths: [ROUTES.home, ROUTES.contact, ROUTES.terms, ROUTES.privacy],
  },
  mf_assignments: {
    folder: 'mf-assignments',
    port: 3002,
    title: 'Assignments',
    paths: [
      ROUTES.assignments,
      ROUTES.assignmentDetails(),
      ROUTES.authAssignmentDetails(),
      ROUTES.updateAssignment(),
      ROUTES.createAssignment,
    ],
  },
  mf_grading: {
    folder: 'mf-grading',
    port: 3003,
    title: 'Grading',
    paths: [ROUTES.pendingAssignments, ROUTES.myGroup],
  },
  mf_account: {
    folder: 'mf-account',
    port: 3004,
    title: 'Account',
    paths: [ROUTES.login, ROUTES.register, ROUTES.forgotPassword, ROUTES.profile],
  },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The module every remote exposes as `./routes`. */
export const ROUTES_EXPOSE = './routes';
