import { RSBUILD_PLUGIN_MODULE_FEDERATION_NAME, type ExposedAPIType } from '@module-federation/rsbuild-plugin';
import { mergeRsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { defineRemote } from '@studyhub/mf-config/rsbuild';
import { ROUTE_TABLE } from './src/route-table.js';

/**
 * Switches for release tests (e2e/tests/independent-delivery.spec.ts), all off in a normal build:
 * - GRADING_PENDING_INTRO: another intro on the Pending page, so two releases look different;
 * - GRADING_GUIDE_ROUTE=1: adds the grading guide screen (src/route-table.ts);
 * - GRADING_REQUIRE_REACT: a React range this build requires of the shell (an incompatible release).
 */
const { GRADING_PENDING_INTRO = '', GRADING_GUIDE_ROUTE = '', GRADING_REQUIRE_REACT } = process.env;

/** Makes the federation config require `range` for React, as a build against another React would. */
function pluginRequireReact(range: string): RsbuildPlugin {
  return {
    name: 'studyhub:require-react',
    setup(api) {
      api.useExposed<ExposedAPIType>(RSBUILD_PLUGIN_MODULE_FEDERATION_NAME)?.registerOptionsTransformer((options) => {
        const shared = { ...(options.shared as Record<string, object>) };
        for (const name of ['react', 'react/jsx-runtime']) shared[name] = { ...shared[name], requiredVersion: range };
        return { ...options, shared };
      });
    },
  };
}

export default mergeRsbuildConfig(
  defineRemote('mf_grading', {
    routeTable: ROUTE_TABLE,
    widgets: { './nav-bell': './src/notifications/nav-bell.tsx' },
    plugins: GRADING_REQUIRE_REACT ? [pluginRequireReact(GRADING_REQUIRE_REACT)] : [],
  }),
  {
    source: {
      define: {
        'process.env.GRADING_PENDING_INTRO': JSON.stringify(GRADING_PENDING_INTRO),
        'process.env.GRADING_GUIDE_ROUTE': JSON.stringify(GRADING_GUIDE_ROUTE),
      },
    },
  },
);
