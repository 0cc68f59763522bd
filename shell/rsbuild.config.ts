import { defineShell } from '@studyhub/mf-config/rsbuild';

export default defineShell({ runtimePlugins: ['./src/remotes/unavailable-remote.plugin.ts'] });
