export * from './web-env.js';
export * from './firebase.js';
export * from './auth.slice.js';
export * from './auth-listener.js';
export { hasSavedSession } from './saved-session.js';
export * from './auth-actions.js';
export * from './auth-errors.js';
