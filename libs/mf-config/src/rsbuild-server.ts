import { rspack, type EnvironmentConfig, type Rspack } from '@rsbuild/core';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** An app's build for Node: one entry, written as one CommonJS file into its dist/. */
export interface ServerBuild {
  entry: string;
  /** Its path in dist/ (server-build.ts). */
  file: string;
  /** Modules left to `require`, provided at run time by whoever loads the file (a remote's shared singletons). */
  external?: string[];
  /** Its public path is given by the loader (server-public-path.ts): a remote's, served from any folder. */
  publicPathFromLoader?: boolean;
  /**
   * Modules it hands to the builds it loads, in place of their `external` ones (the shell's, to the
   * remotes'): the build imports them from PROVIDED_MODULES_IMPORT, by name.
   */
  provides?: string[];
}

/** What a build that `provides` modules imports them from: `{ providedModules }`, each module by its name. */
export const PROVIDED_MODULES_IMPORT = '@studyhub/provided-modules';

/**
 * Writes the module PROVIDED_MODULES_IMPORT names (a virtual file beside the build's sources) from
 * the list it is given, so that list is the one place saying what the remotes' server builds may
 * require from this one.
 */
function provideModules(names: string[]) {
  return (config: Rspack.Configuration) => {
    const path = resolve(config.context ?? process.cwd(), '.virtual/provided-modules.js');
    const imports = names.map((name, index) => `import * as m${index} from ${JSON.stringify(name)};`);
    const entries = names.map((name, index) => `  ${JSON.stringify(name)}: m${index},`);
    const source = `${imports.join('\n')}\nexport const providedModules = {\n${entries.join('\n')}\n};\n`;
    config.resolve = { ...config.resolve, alias: { ...(config.resolve?.alias as object), [PROVIDED_MODULES_IMPORT]: path } };
    config.plugins = [...(config.plugins ?? []), new rspack.experiments.VirtualModulesPlugin({ [path]: source })];
  };
}

/**
 * The Rsbuild environment of an app's server build. One file with no chunks (dynamic imports are
 * inlined), so the shell's server can fetch, hash-check and evaluate a remote's build as a single
 * text. Its public path is set when it is loaded (`__studyhub_public_path__`, set by the loader in
 * web-server/src/ssr), so the pictures it names point where the browser finds that same build.
 */
export function serverEnvironment({
  entry,
  file,
  external = [],
  publicPathFromLoader = false,
  provides = [],
}: ServerBuild): EnvironmentConfig {
  const name = basename(file).replace(/\.cjs$/, '');
  const prelude = fileURLToPath(new URL('./server-public-path.ts', import.meta.url));
  return {
    source: { entry: { [name]: publicPathFromLoader ? [prelude, entry] : entry } },
    output: {
      target: 'node',
      // CommonJS, whatever the package's "type": the loader runs it as a function of module and require.
      module: false,
      // In the same output folder as the browser build (whatever --dist-path a release gives it).
      distPath: { js: dirname(file) },
      filename: { js: '[name].cjs' },
      externals: Object.fromEntries(external.map((module) => [module, `commonjs ${module}`])),
      // Pictures are served by the browser build beside it; the server build only names them.
      emitAssets: false,
      cleanDistPath: false,
      minify: false,
      assetPrefix: '/',
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: {
      rspack: [
        {
          output: { library: { type: 'commonjs2' } },
          // react-datepicker looks for an optional date-fns-tz with a computed require; the browser
          // build says nothing of it either.
          ignoreWarnings: [{ message: /Critical dependency: the request of a dependency is an expression/ }],
          module: { parser: { javascript: { dynamicImportMode: 'eager' } } },
        },
        ...(provides.length > 0 ? [provideModules(provides)] : []),
      ],
    },
  };
}
