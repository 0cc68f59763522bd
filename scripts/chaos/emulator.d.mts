// Types for the TypeScript callers (api/bench/live-scale.ts) of emulator.mjs.
export declare function removeEmulatorConfigs(): Promise<void>;
/** An Auth emulator on a free port of its own, project demo-studyhub; stopped by stopAll (processes.mjs). */
export declare function startChaosEmulator(): Promise<{ host: string }>;
