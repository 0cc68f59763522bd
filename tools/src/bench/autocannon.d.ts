// Types for autocannon 8, which ships none: what tools/src/bench/api-load.ts uses of it.
declare module 'autocannon' {
  interface Options {
    url: string;
    /** Concurrent connections. */
    connections?: number;
    /** Seconds. */
    duration?: number;
  }

  /** A histogram's summary (requests per second, latency, throughput). */
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }

  /** Without a callback, the run is a promise of its result. */
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
