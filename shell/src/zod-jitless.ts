// The app runs under a Content-Security-Policy without 'unsafe-eval' (web-server/src/security-headers.ts).
// Zod 4 would probe `new Function` when the first object schema is built, and every page would
// report the refusal; jitless skips the probe and the compiled parser (same results, interpreted).
// The setting is global (shared by every copy of zod on the page, the remotes' included), so it
// is made here, imported first by the shell's bootstrap, before any schema exists.
import { config } from 'zod/v4/core';

config({ jitless: true });
