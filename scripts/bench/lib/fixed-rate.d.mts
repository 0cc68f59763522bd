// Types for the TypeScript callers (api/bench/live-scale.ts) of fixed-rate.mjs.
export interface ScheduledRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface FixedRateResult {
  rate: number;
  seconds: number;
  requests: number;
  answered: number;
  errors: number;
  statuses: Record<string, number>;
  achievedRps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}

export declare function fixedRate(options: { baseUrl: string; rate: number; seconds: number; next: (index: number) => ScheduledRequest }): Promise<FixedRateResult>;

export declare function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakRssMb: number }>;
