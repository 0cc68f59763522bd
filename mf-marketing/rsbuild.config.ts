import { defineRemote } from '@studyhub/mf-config/rsbuild';
import { pluginFirstPaint } from './first-paint.plugin.js';
import { ROUTE_TABLE } from './src/route-table.js';

export default defineRemote('mf_marketing', { routeTable: ROUTE_TABLE, plugins: [pluginFirstPaint()] });
