export * from './remotes.js';
export * from './remote-module.js';
export * from './remote-routes.js';
export * from './remote-routes.schema.js';
export * from './registry.js';
export * from './json-shape.js';
