import type { RsbuildPlugin } from '@rsbuild/core';
import type { RouteTable } from '@studyhub/mf-config';
import { defineRemote } from '@studyhub/mf-config/rsbuild';
import { ROUTE_TABLE } from './src/route-table.js';

/**
 * The grading remote's build. `overrides` let a fixture build (e2e/fixtures/mf-grading, the release
 * tests) publish another route table and routes module or add plugins; a normal build takes none.
 */
export function gradingConfig(overrides: { routeTable?: RouteTable; routesModule?: string; plugins?: RsbuildPlugin[] } = {}) {
  return defineRemote('mf_grading', {
    routeTable: ROUTE_TABLE,
    widgets: { './nav-bell': './src/notifications/nav-bell.tsx' },
    ...overrides,
  });
}

export default gradingConfig();
