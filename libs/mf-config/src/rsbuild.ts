import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Registry } from './registry.js';
import { API_CALLS_FILE, apiCallsFile } from './api-calls.js';
import { REMOTE_ROUTES_FILE, routesFile, type RouteTable } from './remote-routes.js';
import { ROUTES_FILE_VERSIONS, SHELL_FILE, type ShellFile } from './remote-routes.schema.js';
import { serverEnvironment, type ServerBuild } from './rsbuild-server.js';
import { REMOTE_SERVER_FILE, SHELL_SERVER_FILE, serverSharedModules } from './server-build.js';
import { sharedDependencies } from './shared.js';

const require = createRequire(import.meta.url);

interface AppOptions {
  /** Federation name: a JS identifier. */
  name: string;
  port: number;
  title: string;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  /** The app's own Rsbuild plugins, after the shared ones. */
  plugins?: RsbuildPlugin[];
  /** Its build for the shell's server render (rsbuild-server.ts). */
  server: ServerBuild;
}

interface AppEntry {
  folder: string;
  port: number;
  portEnv: string;
  title: string;
}

/** The apps table (remotes.json), read from disk: build configs run in Node, not through a bundler. */
function appsTable(): { shell: AppEntry; remotes: Record<string, AppEntry> } {
  return JSON.parse(readFileSync(fileURLToPath(new URL('./remotes.json', import.meta.url)), 'utf8'));
}

const portOf = (app: AppEntry) => Number(process.env[app.portEnv] ?? app.port);

/** The shell's build: it loads the remotes at run time and provides the federation runtime. */
export function defineShell(options: { runtimePlugins: string[] }): RsbuildConfig {
  const { shell, remotes } = appsTable();
  return mergeRsbuildConfig(
    defineFederatedApp({
      name: 'shell',
      port: portOf(shell),
      title: shell.title,
      runtimePlugins: options.runtimePlugins,
      plugins: [pluginShellFile()],
      server: { entry: './src/server/render.tsx', file: SHELL_SERVER_FILE, provides: serverSharedModules() },
    }),
    {
      server: {
        setup: ({ action, server }) => {
          if (action === 'dev') server.middlewares.use(serveDevRegistry(remotes));
        },
      },
    },
  );
}

/**
 * `rsbuild dev` of the shell serves its registry itself, derived from the apps table: every remote on
 * its port on this machine (in `rsbuild dev` too, or served from its build by `npm run dev`). Builds
 * carry none: the registry is deployment configuration, which `npm start` writes beside the build.
 */
function serveDevRegistry(remotes: Record<string, AppEntry>) {
  const host = process.env.WEB_HOST || 'localhost';
  const registry: Registry = {
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, app]) => [name, { manifest: `http://${host}:${portOf(app)}/mf-manifest.json`, version: 'dev' }]),
    ),
  };
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.url?.split('?')[0] !== '/mf-registry.json') return next();
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(JSON.stringify(registry));
  };
}

interface RemoteOptions {
  routeTable: RouteTable;
  /** The source of each widget module the route table names ('./nav-bell' -> './src/....tsx'). */
  widgets?: Record<string, string>;
  plugins?: RsbuildPlugin[];
  /** The routes module to expose, from the remote's folder (default `./src/routes.tsx`; a fixture build names its own). */
  routesModule?: string;
}

/** Every widget the table publishes must be exposed, or the shell would ask for a module that is not there. */
function widgetExposes(name: string, { routeTable, widgets = {} }: RemoteOptions): Record<string, string> {
  const published = (routeTable.widgets ?? []).map((widget) => widget.module);
  const missing = published.filter((module) => !(module in widgets));
  const unused = Object.keys(widgets).filter((module) => !published.includes(module as `./${string}`));
  if (missing.length || unused.length) {
    throw new Error(
      `${name}: widgets in the route table and in the build differ (not exposed: ${missing.join(', ') || 'none'}; not in the table: ${unused.join(', ') || 'none'})`,
    );
  }
  return widgets;
}

/**
 * One remote's build, from its row in the apps table. It exposes its routes module (and its
 * widgets) and publishes its route table beside its manifest, so the shell learns new screens
 * without being rebuilt.
 */
export function defineRemote(name: string, options: RemoteOptions): RsbuildConfig {
  const remote = appsTable().remotes[name];
  if (!remote) throw new Error(`${name} is not in libs/mf-config/src/remotes.json`);
  const routesModule = options.routesModule ?? './src/routes.tsx';
  return defineFederatedApp({
    name,
    port: portOf(remote),
    title: `StudyHub ${remote.title}`,
    exposes: { './routes': routesModule, ...widgetExposes(name, options) },
    plugins: [pluginRoutesFile(options.routeTable, remote.title), pluginApiCallsFile(), ...(options.plugins ?? [])],
    server: { entry: routesModule, file: REMOTE_SERVER_FILE, external: serverSharedModules(), publicPathFromLoader: true },
  });
}

/** Emits SHELL_FILE: what this shell build can read, which a remote's release is checked against. */
function pluginShellFile(): RsbuildPlugin {
  const file: ShellFile = { routesFileVersions: ROUTES_FILE_VERSIONS };
  return {
    name: 'studyhub:shell-file',
    setup(api) {
      api.processAssets({ stage: 'additional', targets: ['web'] }, ({ compilation, sources }) => {
        compilation.emitAsset(SHELL_FILE, new sources.RawSource(`${JSON.stringify(file, null, 2)}\n`));
      });
    },
  };
}

/** Emits the remote's routes file (REMOTE_ROUTES_FILE) into its build output. */
function pluginRoutesFile(table: RouteTable, title: string): RsbuildPlugin {
  return {
    name: 'studyhub:routes-file',
    setup(api) {
      api.processAssets({ stage: 'additional', targets: ['web'] }, ({ compilation, sources }) => {
        compilation.emitAsset(REMOTE_ROUTES_FILE, new sources.RawSource(`${JSON.stringify(routesFile(table, title), null, 2)}\n`));
      });
    },
  };
}

/** Emits the contract summary of the API calls the remote's sources make (API_CALLS_FILE). */
function pluginApiCallsFile(): RsbuildPlugin {
  return {
    name: 'studyhub:api-calls-file',
    setup(api) {
      api.processAssets({ stage: 'additional', targets: ['web'] }, ({ compilation, sources }) => {
        const file = apiCallsFile(join(api.context.rootPath, 'src'));
        compilation.emitAsset(API_CALLS_FILE, new sources.RawSource(`${JSON.stringify(file, null, 2)}\n`));
      });
    },
  };
}

/**
 * The federation runtime's ES module builds, for the browser bundles. Rspack's Module Federation
 * plugin imports the bundler runtime and the runtime by their CommonJS paths (`require.resolve`),
 * and CommonJS cannot be tree-shaken: every page then carried the whole `@module-federation/sdk`
 * (build-time option normalisers included) and error-code tables, in the shell's entry and again
 * in each remote's. The ES builds drop them (figures in docs/benchmarks.md, "The federation
 * runtime as ES modules").
 */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/runtime',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/inject-external-runtime-core-plugin',
];

function federationRuntimeAsEsm(): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const cjs = require.resolve(name);
    const esm = cjs.replace(/\.cjs$/, '.js');
    alias[`${name}$`] = esm;
    alias[cjs] = esm;
  }
  return alias;
}

/**
 * The one place every app's Rsbuild + Module Federation config comes from, so shared singletons,
 * ports and output settings cannot drift between the shell and the remotes.
 */
function defineFederatedApp(options: AppOptions): RsbuildConfig {
  return defineConfig({
    plugins: [
      // A remote's JSX calls the shell's shared react/jsx-runtime, never the development-only
      // jsxDEV: under `npm run dev` a remote in `rsbuild dev` renders inside the shell's production
      // React, which the development runtime cannot drive ("dispatcher.getOwner is not a function").
      pluginReact(options.exposes ? { swcReactOptions: { development: false } } : {}),
      // Component ids from the file and position, not from the order modules ran in: the server
      // render (which loads the shell and the remotes in another order than the browser) then
      // writes the same class names the browser's hydration expects.
      pluginModuleFederation(
        {
          name: options.name,
          exposes: options.exposes,
          shared: sharedDependencies(),
          runtimePlugins: options.runtimePlugins,
          // The shell consumes remotes through the typed RemoteRoutesModule contract in this lib.
          dts: false,
          shareStrategy: 'loaded-first',
          // The shell provides the federation runtime once; each remoteEntry then shrinks from
          // ~34 KB to ~16 KB gzip, and less with federationRuntimeAsEsm. Remotes only ever run
          // inside the shell.
          experiments: {
            ...(options.exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
            // This is the browser build (the server's is serverEnvironment): the runtime's Node
            // code paths are left out, 4-6 KiB gzip per page (bench:web).
            optimization: { target: 'web' },
          },
        },
        { environment: 'web' },
      ),
      ...(options.plugins ?? []),
    ],
    // The SWC plugin of styled-components (the build made for Rspack's swc_core; Rsbuild's wrapper
    // pins an older one): component ids from the file and position, not from the order modules ran
    // in, so the server render, which loads the shell and the remotes in another order than the
    // browser, writes the class names the browser's hydration expects.
    tools: {
      swc: { jsc: { experimental: { plugins: [[require.resolve('@swc/plugin-styled-components'), { ssr: true, displayName: false }]] } } },
    },
    environments: {
      web: {
        source: { entry: { index: './src/index.ts' } },
        // `rsbuild dev` compiles dynamic imports on demand by default, behind a trigger request: a
        // remote's screens would then wait for the shell's page to call the remote's dev server first.
        // Module Federation's own Modern.js plugin turns it off for remotes for the same reason.
        dev: options.exposes ? { lazyCompilation: false } : {},
        html: { title: options.title, template: options.exposes ? undefined : './src/index.html' },
        output: {
          // 'auto': a remote's chunks load relative to its remoteEntry, so one build can be served
          // from any versioned path (releases/<remote>/<version>/).
          assetPrefix: options.exposes ? 'auto' : '/',
          cleanDistPath: true,
        },
        performance: { chunkSplit: { strategy: 'split-by-experience' } },
        // The server environment keeps the CommonJS builds: Node loads them, nothing is downloaded.
        resolve: { alias: federationRuntimeAsEsm() },
      },
      server: serverEnvironment(options.server),
    },
    server: {
      port: options.port,
      strictPort: true,
      // The shell fetches remote manifests cross-origin.
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: !options.exposes,
    },
  });
}
