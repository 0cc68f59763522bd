import { mergeRsbuildConfig } from '@rsbuild/core';
import { DEFAULT_EMULATOR_HOST } from '@studyhub/contracts/web';
import { defineRemote } from '@studyhub/mf-config/rsbuild';
import { ROUTE_TABLE } from './src/route-table.js';

// Same rule as libs/auth/src/web-env.ts: unset means the local emulator, '' a real Firebase project.
const authEmulatorHost = process.env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? DEFAULT_EMULATOR_HOST;

export default mergeRsbuildConfig(defineRemote('mf_account', { routeTable: ROUTE_TABLE }), {
  // A literal at build time, so emulator-only code is removed from builds for a real project
  // (login/google-sign-in.tsx) instead of merely being switched off at run time.
  source: { define: { 'process.env.STUDYHUB_AUTH_EMULATOR': JSON.stringify(String(authEmulatorHost !== '')) } },
});
