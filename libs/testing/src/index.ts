export * from './fixtures.js';
export * from './render.js';
