import { defineFederatedApp } from '@studyhub/mf-config/rsbuild';

export default defineFederatedApp({
  name: 'shell',
  port: Number(process.env.SHELL_PORT ?? 3000),
  title: 'StudyHub',
  runtimePlugins: ['./src/remotes/unavailable-remote.plugin.ts'],
});
