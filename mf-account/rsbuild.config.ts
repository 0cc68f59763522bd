import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineFederatedApp, REMOTE_PORT_ENV } from '@studyhub/mf-config/rsbuild';

// Same rule as libs/auth/src/web-env.ts: unset means the local emulator, '' a real Firebase project.
const authEmulatorHost = process.env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

export default mergeRsbuildConfig(
  defineFederatedApp({
    name: 'mf_account',
    port: Number(process.env[REMOTE_PORT_ENV.mf_account] ?? 3004),
    title: 'StudyHub Account',
    exposes: { './routes': './src/routes.tsx' },
  }),
  {
    // A literal at build time, so emulator-only code is removed from builds for a real project
    // (login/google-sign-in.tsx) instead of merely being switched off at run time.
    source: { define: { 'process.env.STUDYHUB_AUTH_EMULATOR': JSON.stringify(String(authEmulatorHost !== '')) } },
  },
);
