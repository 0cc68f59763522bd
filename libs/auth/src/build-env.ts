// Rsbuild replaces `import.meta.env` with the PUBLIC_* variables at build time. Kept alone in this
// file because it is the one line Jest (CommonJS) cannot parse: tests map it to process.env.
export const buildEnv: ImportMetaEnv = import.meta.env ?? {};
