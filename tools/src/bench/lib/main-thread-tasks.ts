// What a page load kept the main thread busy with, read from a Chrome trace (CDP's Tracing domain,
// categories `devtools.timeline` and `loading`): the long tasks after the first contentful paint,
// the Total Blocking Time they add up to, the JavaScript time of each script, and when the largest
// contentful paint came, with the JavaScript that ran before it. bench:tasks (long-tasks.ts) prints
// these for each public route; Lighthouse's figures are the same, taken from a simulated slow phone
// instead of a throttled CPU (docs/benchmarks.md, "Start-up in short tasks").

/** A trace event, with the fields read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; type?: string; candidateIndex?: number } };
}

export interface LongTask {
  /** From the navigation's start. */
  startMs: number;
  durationMs: number;
  /** What it adds to Total Blocking Time: its time after the first contentful paint beyond 50 ms. */
  blockingMs: number;
  /** Its longest piece of work: a trace event's name, and the script it ran where there is one. */
  activity: string;
}

export interface MainThreadFigures {
  fcpMs: number;
  /** The last largest-contentful-paint candidate: when, and whether a picture or text. */
  lcp: { ms: number; kind: string };
  /**
   * JavaScript that ran before the largest contentful paint. Lighthouse simulates LCP on a slow
   * phone from the tasks and requests that came before it in the observed load, so script run
   * before the picture shows is paid for, at 4x, in its LCP (docs/benchmarks.md).
   */
  javascriptBeforeLcpMs: number;
  /** Until the trace ended, not until Lighthouse's time to interactive. */
  totalBlockingMs: number;
  longTasks: LongTask[];
  /** Script evaluation and the calls into each script, by file name without its content hash. */
  javascriptMs: Record<string, number>;
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const JAVASCRIPT = new Set(['EvaluateScript', 'FunctionCall', 'v8.evaluateModule']);
const LCP_CANDIDATE = 'largestContentfulPaint::Candidate';
const LONG_TASK_MS = 50;
const MS = 1000;

/** `https://host/static/js/async/lib-router.512ab8b1e7.js` → `lib-router.js`: runs of two builds then compare. */
export function scriptName(url: string): string {
  const file = url.split(/[?#]/)[0].split('/').pop() || url;
  return file.replace(/\.[0-9a-f]{8,}(?=\.js$)/, '');
}

const duration = (event: TraceEvent) => event.dur ?? 0;
const end = (event: TraceEvent) => event.ts + duration(event);

function activityOf(task: TraceEvent, within: TraceEvent[]): string {
  const longest = within
    .filter((event) => event !== task && !TASKS.has(event.name) && event.ts >= task.ts && end(event) <= end(task))
    .reduce<TraceEvent | null>((best, event) => (best && duration(best) >= duration(event) ? best : event), null);
  if (!longest) return 'unattributed';
  const url = longest.args?.data?.url;
  return url ? `${longest.name} ${scriptName(url)}` : longest.name;
}

/** Time in each script, counting a call made inside another script's evaluation once. */
function javascriptTime(events: TraceEvent[], until = Infinity): Record<string, number> {
  const totals: Record<string, number> = {};
  let coveredUntil = -Infinity;
  for (const event of events.filter((e) => JAVASCRIPT.has(e.name)).sort((a, b) => a.ts - b.ts)) {
    if (event.ts < coveredUntil || event.ts >= until) continue;
    coveredUntil = end(event);
    const url = event.args?.data?.url;
    if (!url) continue;
    const name = scriptName(url);
    totals[name] = (totals[name] ?? 0) + duration(event) / MS;
  }
  return totals;
}

/** The figures of one page load's trace; the page's main thread is the one that painted first. */
export function mainThreadFigures(events: TraceEvent[]): MainThreadFigures {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('The trace has no first contentful paint: the page drew nothing.');
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === fcp.pid);
  const origin = navigation?.ts ?? fcp.ts;
  const onMain = events.filter((event) => event.ph === 'X' && event.pid === fcp.pid && event.tid === fcp.tid);
  // The candidates are numbered as the browser reports them; the last one is the page's LCP.
  const lcp = events
    .filter((event) => event.name === LCP_CANDIDATE && event.pid === fcp.pid)
    .reduce<TraceEvent>(
      (last, event) => ((event.args?.data?.candidateIndex ?? 0) > (last.args?.data?.candidateIndex ?? 0) ? event : last),
      fcp,
    );
  const longTasks = onMain
    .filter((event) => TASKS.has(event.name) && end(event) > fcp.ts && duration(event) > LONG_TASK_MS * MS)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => ({
      startMs: Math.round((task.ts - origin) / MS),
      durationMs: Math.round(duration(task) / MS),
      blockingMs: Math.max(0, Math.round((end(task) - Math.max(task.ts, fcp.ts)) / MS - LONG_TASK_MS)),
      activity: activityOf(task, onMain),
    }));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    fcpMs: Math.round((fcp.ts - origin) / MS),
    lcp: { ms: Math.round((lcp.ts - origin) / MS), kind: lcp === fcp ? 'none' : (lcp.args?.data?.type ?? 'unknown') },
    javascriptBeforeLcpMs: Math.round(sum(Object.values(javascriptTime(onMain, lcp.ts)))),
    totalBlockingMs: sum(longTasks.map((task) => task.blockingMs)),
    longTasks,
    javascriptMs: javascriptTime(onMain),
  };
}
