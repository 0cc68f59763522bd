import { defineFederatedApp, REMOTE_PORT_ENV } from '@studyhub/mf-config/rsbuild';

export default defineFederatedApp({
  name: 'mf_grading',
  port: Number(process.env[REMOTE_PORT_ENV.mf_grading] ?? 3003),
  title: 'StudyHub Grading',
  exposes: { './routes': './src/routes.tsx' },
});
