import { NavLink } from '@studyhub/router';
import type { NavItem, SectionItem } from './nav-items.js';
import { isPlainClick, type NavGo } from './use-nav-go.js';
import { SHELL_PATHS } from '../shell.paths.js';

/**
 * A real link (new tab, copy address and screen readers work) whose ordinary click goes through
 * the navigation rules. NavLink marks the current path with `active` and aria-current="page".
 */
export function NavEntry({ item, go, onChosen }: { item: NavItem; go: NavGo; onChosen?: () => void }) {
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onChosen?.();
        void go.goTo(item);
      }}
    >
      {item.label}
    </NavLink>
  );
}

/** A home-page section entry; its href lets it work without scripts and in a new tab. */
export function SectionEntry({ label, section, go, onChosen }: { label: string; section: string; go: NavGo; onChosen?: () => void }) {
  return (
    <a
      href={SHELL_PATHS.homeSection(section)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onChosen?.();
        go.goToSection(section);
      }}
    >
      {label}
    </a>
  );
}

/** Entries as the items of a list (the row, a dropdown, the mobile menu); `onChosen` closes their panel. */
export function NavEntryItems({ items, go, onChosen }: { items: NavItem[]; go: NavGo; onChosen?: () => void }) {
  return items.map((item) => (
    <li key={item.to}>
      <NavEntry item={item} go={go} onChosen={onChosen} />
    </li>
  ));
}

/** The home page's sections as the items of a list. */
export function SectionEntryItems({ items, go, onChosen }: { items: SectionItem[]; go: NavGo; onChosen?: () => void }) {
  return items.map(({ label, section }) => (
    <li key={section}>
      <SectionEntry label={label} section={section} go={go} onChosen={onChosen} />
    </li>
  ));
}
