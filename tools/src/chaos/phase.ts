// What the phases of the chaos run take and answer (tools/src/chaos.ts prints and judges it).
import type { DatabaseConfig } from '../lib/api-build.js';

export interface PhaseResult {
  ok: boolean;
  problems: string[];
  /** Printed as one JSON line. */
  figures?: Record<string, unknown>;
  /** A phase that could not run here, and why. */
  skipped?: boolean;
  reason?: string;
}

/** A database to run the API on: its environment for the API, and its config for direct access. */
export interface PhaseDatabase {
  label: string;
  apiEnv: Record<string, string>;
  directConfig: DatabaseConfig;
}
