import { yieldToMain } from './hydration/yield-to-main.js';

// Async boundary: shared singletons are negotiated before any app code runs. The federation
// runtime starts in this task; the shared modules and the bootstrap load from the next one
// (hydration/yield-to-main.ts says why).
void yieldToMain().then(() => import('./bootstrap.js'));
