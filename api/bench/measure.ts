// Times one call the way every API bench does: a few warm-up calls, then `runs` timed ones in a row.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

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

export type QueryCase = [figure: string, action: () => Promise<unknown>];

/**
 * Times each case against a p99 budget, prints a pass/FAIL line per case, and writes the figures
 * and verdicts (the rows `npm run bench` puts in its table) to `file`. Exit code 1 on a miss.
 */
export async function runQueryCases(
  cases: QueryCase[],
  { runs, p99BudgetMs, file, scale, say }: { runs: number; p99BudgetMs: number; file: string; scale: object; say: (line: string) => void },
): Promise<void> {
  const results = [];
  for (const [figure, action] of cases) {
    const { medianMs, p99Ms } = await measure(action, { runs });
    const pass = p99Ms <= p99BudgetMs;
    results.push({ figure, medianMs, p99Ms, pass });
    say(`${pass ? 'pass' : 'FAIL'}  ${figure}: median ${medianMs} ms, p99 ${p99Ms} ms (budget p99 <= ${p99BudgetMs})`);
  }
  const verdicts = results.map((r) => ({ figure: `${r.figure} p99 (ms)`, value: r.p99Ms, budget: `<= ${p99BudgetMs}`, pass: r.pass }));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ date: new Date().toISOString(), scale, runs, results, verdicts }, null, 2) + '\n');
  say(`Written to ${file}`);
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}
