// Property-based fuzzing of the whole API over HTTP. The quick run lives in api/test/fuzz.spec.ts;
// a long run (npm run test:chaos) calls runFuzz with more requests and prints the counts.
export { runFuzz, type FuzzOptions, type FuzzReport, type FuzzViolation } from './run-fuzz.js';
export { httpFingerprint } from './http-fingerprint.js';
export { FUZZ_ENDPOINTS, type FuzzEndpoint } from './endpoints.js';
export { HOSTILE_TEXT, HOSTILE_NUMBERS } from './hostile.js';
