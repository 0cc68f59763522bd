// The shell's server build (shell/src/server/render.tsx) as the web server calls it. Types only:
// the build itself is loaded at run time from the shell's dist/ (render-worker.ts).
import type { AreaName, Registry, ReleasesIndex, RemoteRoutesModule } from '@studyhub/mf-config';

export interface RenderedPage {
  status: number;
  title: string;
  html: string;
  head: string;
  state: string;
  errors: string[];
}

export type NotRendered = { skipped: string };

/** A guest sent elsewhere (a screen for signed-in users sends them to log in). */
export type Redirected = { redirect: string };

export interface ShellRenderer {
  sharedModules: Readonly<Record<string, unknown>>;
  remotesForUrl(url: string, registry: Registry): AreaName[];
  /** The registry a page is drawn with: the live one, or with the releases its `?preview=` names. */
  versionsForUrl(
    url: string,
    live: Registry,
    releases: ReleasesIndex | null,
  ): { registry: Registry; previews: Partial<Record<AreaName, string>> };
  renderPage(request: {
    url: string;
    cookie?: string;
    registry: Registry;
    previews?: Partial<Record<AreaName, string>>;
    modules: Partial<Record<AreaName, RemoteRoutesModule>>;
    dataBudgetMs: number;
  }): Promise<RenderedPage | NotRendered | Redirected>;
}

/** What a render comes back as: a page, a redirect, a page left to the browser (and why), or a failure. */
export type RenderOutcome = RenderedPage | Redirected | NotRendered | { failed: string };

export const isRendered = (outcome: RenderOutcome): outcome is RenderedPage => 'html' in outcome;
