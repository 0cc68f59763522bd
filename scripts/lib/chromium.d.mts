// Types for the TypeScript callers (e2e/playwright.config.ts) of chromium.mjs.
export declare const CHROMIUM_ARGS: string[];
export declare function ensureChromium(): string;
