import { lazy } from 'react';

// Both charts come from one chunk (charts.tsx, with recharts), fetched when the first is drawn.
const charts = () => import('./charts.js');
export const MonthChart = lazy(() => charts().then((module) => ({ default: module.MonthChart })));
export const DistributionChart = lazy(() => charts().then((module) => ({ default: module.DistributionChart })));
