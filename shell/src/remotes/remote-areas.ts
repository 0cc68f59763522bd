import type { NavLink, AreaName, RemoteRoutesModule, WidgetSlot } from '@studyhub/mf-config';
import { loadArea } from './load-area.js';
import { navLinks, type NavMenu } from './nav-links.js';
import { registerRegistry, type RegisteredRemote } from './registry.js';
import { widgetsFor, type PlacedWidget } from './widgets.js';

export type AreaState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteRoutesModule }
  | { status: 'unavailable'; reason: string; failures: number; retrying: boolean };

/**
 * The state of each remote's area, outside React so that loading one remote re-renders only the
 * screens of that remote: the rest of the page (navigation, forms, other areas) keeps its state
 * when a failed area comes back.
 */
export class RemoteAreas {
  private readonly states = new Map<AreaName, AreaState>();
  private readonly inFlight = new Map<AreaName, Promise<AreaState>>();
  private readonly listeners = new Set<() => void>();

  private readonly nav: Record<NavMenu, NavLink[]>;

  private readonly placed: Record<WidgetSlot, PlacedWidget[]>;

  /**
   * True on the server (shell/src/server/render.tsx): the areas are the remotes' server builds it
   * was given, and one it was not given is drawn by the browser, never loaded here.
   */
  readonly onServer: boolean;

  constructor(
    private readonly remotes: RegisteredRemote[],
    { rendered }: { rendered?: Partial<Record<AreaName, RemoteRoutesModule>> } = {},
  ) {
    this.nav = { main: navLinks(remotes, 'main'), user: navLinks(remotes, 'user') };
    this.placed = { navActions: widgetsFor(remotes, 'navActions') };
    this.onServer = rendered !== undefined;
    for (const [name, module] of Object.entries(rendered ?? {})) if (module) this.states.set(name, { status: 'ready', module });
  }

  /** The area's name for its users, as its routes file gives it (its federation name otherwise). */
  titleOf = (name: AreaName): string => this.remotes.find((remote) => remote.name === name)?.routes?.title ?? name;

  /** The remotes' entries of one menu (nav-links.ts); fixed for the page's life, like the registry. */
  navLinks = (menu: NavMenu): NavLink[] => this.nav[menu];

  /** The remotes' widgets of one slot of the frame (widgets.ts). */
  widgets = (slot: WidgetSlot): PlacedWidget[] => this.placed[slot];

  get = (name: AreaName): AreaState | undefined => this.states.get(name);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads a remote once; concurrent callers share the attempt. */
  load(name: AreaName): Promise<AreaState> {
    const current = this.states.get(name);
    if (this.onServer) return Promise.resolve(current ?? { status: 'loading' });
    if (current?.status === 'ready') return Promise.resolve(current);
    return this.inFlight.get(name) ?? this.attempt(name);
  }

  /** Tries a failed remote again, from scratch: nothing the runtime cached of the failure is reused. */
  retry(name: AreaName): Promise<AreaState> {
    const current = this.states.get(name);
    if (current?.status !== 'unavailable') return this.load(name);
    if (this.inFlight.has(name)) return this.inFlight.get(name)!;
    const remote = this.remotes.find((entry) => entry.name === name);
    if (remote) registerRegistry([remote], { force: true });
    this.set(name, { ...current, retrying: true });
    return this.attempt(name);
  }

  private attempt(name: AreaName): Promise<AreaState> {
    const previous = this.states.get(name);
    const failures = previous?.status === 'unavailable' ? previous.failures : 0;
    if (!previous) this.set(name, { status: 'loading' });
    const attempt = loadArea(name).then((area): AreaState => {
      const next: AreaState =
        area.status === 'ready'
          ? { status: 'ready', module: area.module }
          : { status: 'unavailable', reason: area.reason, failures: failures + 1, retrying: false };
      this.inFlight.delete(name);
      this.set(name, next);
      return next;
    });
    this.inFlight.set(name, attempt);
    return attempt;
  }

  private set(name: AreaName, state: AreaState): void {
    this.states.set(name, state);
    for (const listener of this.listeners) listener();
  }
}
