import { HOME_SECTIONS, ROUTES } from '@studyhub/contracts/web';
import type { NavLink } from '@studyhub/mf-config';

/**
 * One entry of the navigation bar, the mobile menu or the avatar dropdown. The areas publish
 * theirs in their routes files (NavLink, remotes/nav-links.ts); the shell owns only Home and the
 * home page's sections.
 */
export type NavItem = Omit<NavLink, 'order'>;

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

export function visibleItems(items: NavItem[], loggedIn: boolean): NavItem[] {
  return items.filter((item) => loggedIn || !item.loggedInOnly);
}
