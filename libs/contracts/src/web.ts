// The zod-free half of the contracts, as the web's pages import it: messages, routes, timings,
// error codes, paging, the API's methods and paths, the constants of assignments and
// submissions. Module Federation shares a module whole, so a shared module that built the
// schemas would make every page download zod (26 KB gzip) and build every schema on start; this
// one lets a page that validates nothing skip both. Forms import their schema from
// `@studyhub/contracts`, which loads on the first form. Types are free: `import type` from either.
export * from './messages.js';
export * from './auth-messages.js';
export * from './routes.js';
export * from './error-codes.js';
export * from './patterns.js';
export * from './text.js';
export * from './paging.js';
export * from './assignment.constants.js';
export * from './submission.constants.js';
export * from './api-routes.js';
export * from './contact.constants.js';
export * from './group.constants.js';
export * from './live.constants.js';
export * from './local-environment.js';
