export * from './api.js';
export * from './store.js';
export * from './hooks.js';
export * from './paging.js';
export * from './contract-request.js';
