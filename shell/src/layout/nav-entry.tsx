import { NavLink } from '@studyhub/router';
import type { NavItem } from './nav-items.js';
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
export function SectionEntry({ label, section, go, onChosen }: {
  label: string;
  section: string;
  go: NavGo;
  onChosen?: () => void;
}) {
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
