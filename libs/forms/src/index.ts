export * from './fields.js';
export * from './use-zod-form.js';
export * from './use-form-draft.js';
export * from './draft-notice.js';
export * from './form-buttons.js';
export * from './forms.texts.js';
