// Times one call the way every API bench does: a few warm-up calls, then `runs` timed ones in a row.

export interface Timing {
  medianMs: number;
  p99Ms: number;
}

export async function measure(action: () => Promise<unknown>, { runs = 60, warmUps = 5 } = {}): Promise<Timing> {
  for (let i = 0; i < warmUps; i += 1) await action();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await action();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(samples.length * q))] * 10) / 10;
  return { medianMs: at(0.5), p99Ms: at(0.99) };
}
