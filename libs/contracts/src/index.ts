// Everything of the contracts: the API and Node scripts import this. The web imports the
// zod-free half from `@studyhub/contracts/web` (web.ts) and only its forms import schemas here.
// The zod-free half by its package name, as the schema modules import it too: a web build then
// takes it from its shared module (one copy on the page, not a second inside this one); Node
// resolves the name to this package's own dist/web.js.
export * from '@studyhub/contracts/web';
export * from './error.schema.js';
export * from './text.schema.js';
export * from './dates.js';
export * from './paging.schema.js';
export * from './assignment.schema.js';
export * from './submission.schema.js';
export * from './account.schema.js';
export * from './contact.schema.js';
export * from './api-contract.js';
export * from './contract-summary.js';
export * from './contract-compat.js';
export * from './group.schema.js';
export * from './live.schema.js';
export * from './progress.schema.js';
