import { defineRemote } from '@studyhub/mf-config/rsbuild';
import { ROUTE_TABLE } from './src/route-table.js';

export default defineRemote('mf_groups', { routeTable: ROUTE_TABLE });
