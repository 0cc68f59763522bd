// Async boundary: shared singletons are negotiated before any app code runs. The federation
// runtime starts in this task; the shared modules and the bootstrap load from the next one
// (hydration/yield-to-main.ts says why).
setTimeout(() => import('./bootstrap.js'), 0);
