export * from './fixtures.js';
export * from './render.js';
export * from './fake-api.js';
