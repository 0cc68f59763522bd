// Types for the TypeScript callers (api/bench/live-scale.ts) of api-process.mjs.
import type { ChildProcess } from 'node:child_process';

export declare function killAllApis(): void;

export declare class ApiProcess {
  constructor(env: Record<string, string>);
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  readonly pid: number;
  ready(timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  tail(lines?: number): string;
}
