import { defineFederatedApp, REMOTE_PORT_ENV } from '@studyhub/mf-config/rsbuild';
import { pluginFirstPaint } from './first-paint.plugin.js';

export default defineFederatedApp({
  name: 'mf_marketing',
  port: Number(process.env[REMOTE_PORT_ENV.mf_marketing] ?? 3001),
  title: 'StudyHub Marketing',
  exposes: { './routes': './src/routes.tsx' },
  plugins: [pluginFirstPaint()],
});
