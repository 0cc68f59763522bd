export * from './fields.js';
export * from './use-zod-form.js';
