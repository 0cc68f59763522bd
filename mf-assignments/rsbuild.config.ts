import { defineFederatedApp, REMOTE_PORT_ENV } from '@studyhub/mf-config/rsbuild';

export default defineFederatedApp({
  name: 'mf_assignments',
  port: Number(process.env[REMOTE_PORT_ENV.mf_assignments] ?? 3002),
  title: 'StudyHub Assignments',
  exposes: { './routes': './src/routes.tsx' },
});
