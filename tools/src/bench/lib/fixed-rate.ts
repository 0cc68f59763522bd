// An open-loop load at a fixed rate, corrected for coordinated omission: every request has a
// scheduled send time, and its latency counts from that time, so a slow answer that delays the
// next sends is charged to every request it held up (as wrk2 does). autocannon's own rate mode
// measures from the actual send and would hide those waits.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One request of the load. */
export interface ScheduledRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

export interface FixedRateOptions {
  baseUrl: string;
  /** Requests per second. */
  rate: number;
  seconds: number;
  next: (index: number) => ScheduledRequest;
}

/** Latencies in ms from each request's scheduled send; `statuses`: HTTP status -> count. */
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

/** `next(i)`: the i-th request, `{ method, path, headers?, body? }`. */
export function fixedRate({ baseUrl, rate, seconds, next }: FixedRateOptions): Promise<FixedRateResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(baseUrl);
  const count = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  let done = 0;
  const start = performance.now() + 20;
  return new Promise<FixedRateResult>((resolve) => {
    const finish = () => {
      clearInterval(ticker);
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const pick = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
      const elapsed = (performance.now() - start) / 1000;
      resolve({
        rate,
        seconds,
        requests: count,
        answered: latencies.length,
        errors,
        statuses,
        achievedRps: round(latencies.length / elapsed),
        p50Ms: pick(0.5),
        p90Ms: pick(0.9),
        p99Ms: pick(0.99),
        maxMs: pick(1),
      });
    };
    const send = (index: number, scheduled: number) => {
      const { method, path, headers = {}, body } = next(index);
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: { ...headers, ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}) },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - scheduled);
            const status = String(response.statusCode);
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (++done === count) finish();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        if (++done === count) finish();
      });
      request.end(payload);
    };
    // Fire every request whose time has come, each stamped with its scheduled time.
    const ticker = setInterval(() => {
      const now = performance.now();
      while (sent < count && start + sent * interval <= now) {
        send(sent, start + sent * interval);
        sent += 1;
      }
    }, 1);
  });
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Peak resident memory of a process while `work` runs (Linux /proc), in MB. */
export async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakRssMb: number }> {
  const { readFile } = await import('node:fs/promises');
  let peak = 0;
  const sample = async () => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peak = Math.max(peak, kb / 1024);
  };
  const timer = setInterval(() => void sample(), 100);
  try {
    const result = await work();
    await sample();
    return { result, peakRssMb: Math.round(peak) };
  } finally {
    clearInterval(timer);
  }
}
