export * from './remotes.js';
export * from './remote-module.js';
export * from './registry.js';
