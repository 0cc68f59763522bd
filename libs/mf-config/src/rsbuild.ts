import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { sharedDependencies } from './shared.js';

interface AppOptions {
  /** Federation name: a JS identifier. */
  name: string;
  port: number;
  title: string;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  /** The app's own Rsbuild plugins, after the shared ones. */
  plugins?: RsbuildPlugin[];
}

/**
 * The one place every app's Rsbuild + Module Federation config comes from, so shared singletons,
 * ports and output settings cannot drift between the shell and the remotes.
 */
export function defineFederatedApp(options: AppOptions): RsbuildConfig {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: options.name,
        exposes: options.exposes,
        shared: sharedDependencies(),
        runtimePlugins: options.runtimePlugins,
        // The shell consumes remotes through the typed RemoteRoutesModule contract in this lib.
        dts: false,
        shareStrategy: 'loaded-first',
        // The shell provides the federation runtime once; each remoteEntry then shrinks from
        // ~34 KB to ~16 KB gzip (field notes). Remotes only ever run inside the shell.
        experiments: options.exposes ? { externalRuntime: true } : { provideExternalRuntime: true },
      }),
      ...(options.plugins ?? []),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { title: options.title, template: options.exposes ? undefined : './src/index.html' },
    server: {
      port: options.port,
      strictPort: true,
      // The shell fetches remote manifests cross-origin.
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: !options.exposes,
    },
    output: {
      // One remote build can be served from any versioned path (field notes).
      assetPrefix: options.exposes ? 'auto' : '/',
      cleanDistPath: true,
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}

/** Environment variable that overrides each remote's port. */
export const REMOTE_PORT_ENV = {
  mf_marketing: 'MF_MARKETING_PORT',
  mf_assignments: 'MF_ASSIGNMENTS_PORT',
  mf_grading: 'MF_GRADING_PORT',
  mf_account: 'MF_ACCOUNT_PORT',
} as const;
