import { HOME_SECTIONS, MESSAGES, ROUTES } from '@studyhub/contracts/web';
import { SHELL_TEXTS } from '../shell.texts.js';

/** One entry of the navigation bar, the mobile menu or the avatar dropdown. */
export interface NavItem {
  label: string;
  to: string;
  /** Highlight only on this exact path (home), not on its children. */
  end?: boolean;
  /** Shown to logged-in users only (Pending and Create are hidden from guests). */
  loggedInOnly?: boolean;
  /** Guests choosing it get the 'Login Required' warning with this text instead of the page. */
  loginMessage?: string;
}

/** A home-page section: from another page the app goes home, then scrolls to it. */
export interface SectionItem {
  label: string;
  section: string;
}

export const HOME_ITEM: NavItem = { label: 'Home', to: ROUTES.home, end: true };

export const HOME_SECTION_ITEMS: SectionItem[] = [
  { label: 'Features', section: HOME_SECTIONS.features },
  { label: 'FAQ', section: HOME_SECTIONS.faq },
  { label: 'Contact', section: HOME_SECTIONS.contact },
];

export const MAIN_ITEMS: NavItem[] = [
  { label: 'All Assignments', to: ROUTES.assignments, end: true },
  {
    label: 'Pending',
    to: ROUTES.pendingAssignments,
    loggedInOnly: true,
    loginMessage: SHELL_TEXTS.loginTo.viewPending,
  },
  { label: 'Create', to: ROUTES.createAssignment, loggedInOnly: true, loginMessage: MESSAGES.auth.loginToCreate },
  { label: 'Profile', to: ROUTES.profile, loginMessage: SHELL_TEXTS.loginTo.viewProfile },
  { label: 'My Attempted Assignments', to: ROUTES.myGroup, loginMessage: SHELL_TEXTS.loginTo.viewGroups },
];

/** The avatar dropdown of a logged-in user. */
export const USER_MENU_ITEMS: NavItem[] = [
  { label: 'Profile', to: ROUTES.profile },
  { label: 'Create Assignments', to: ROUTES.createAssignment },
  { label: 'My Attempted Assignments', to: ROUTES.myGroup },
];

export function visibleItems(items: NavItem[], loggedIn: boolean): NavItem[] {
  return items.filter((item) => loggedIn || !item.loggedInOnly);
}
