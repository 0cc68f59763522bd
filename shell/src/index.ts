import { afterFirstPicture } from './hydration/after-first-picture.js';
import { yieldToMain } from './hydration/yield-to-main.js';

// Async boundary: shared singletons are negotiated before any app code runs. The federation
// runtime starts in this task; the shared modules and the bootstrap load from a later one, once
// the first screen's picture is on the screen (hydration/after-first-picture.ts says why).
void afterFirstPicture()
  .then(yieldToMain)
  .then(() => import('./bootstrap.js'));
