import { mainThreadFigures, scriptName, type TraceEvent } from './main-thread-tasks';

const MAIN = { pid: 1, tid: 7 };
const ms = (value: number) => value * 1000;
const task = (at: number, length: number): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ...MAIN,
  ts: ms(at),
  dur: ms(length),
});
const work = (name: string, at: number, length: number, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  ...MAIN,
  ts: ms(at),
  dur: ms(length),
  ...(url ? { args: { data: { url } } } : {}),
});
const marks: TraceEvent[] = [
  { name: 'navigationStart', ph: 'R', ...MAIN, ts: ms(1000) },
  { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: ms(1500) },
];

describe('mainThreadFigures', () => {
  it('counts what long tasks after the first paint spend beyond 50 ms, and clips one that began before it', () => {
    const figures = mainThreadFigures([
      ...marks,
      task(1100, 300), // over before the first paint: not counted
      task(1450, 150), // 100 ms after the first paint: adds 50
      task(1700, 40), // short
      task(2000, 170), // adds 120
      { ...task(2500, 400), tid: 9 }, // another thread
    ]);
    expect(figures.fcpMs).toBe(500);
    expect(figures.longTasks.map(({ startMs, blockingMs }) => [startMs, blockingMs])).toEqual([
      [450, 50],
      [1000, 120],
    ]);
    expect(figures.totalBlockingMs).toBe(170);
  });

  it("names each long task after its longest piece of work and that work's script", () => {
    const figures = mainThreadFigures([
      ...marks,
      task(2000, 200),
      work('EvaluateScript', 2000, 150, 'http://localhost:3000/static/js/async/2.1477ef61c3.js'),
      work('MinorGC', 2150, 20),
      task(2400, 90),
      work('Layout', 2400, 60),
      task(2600, 80),
    ]);
    expect(figures.longTasks.map((entry) => entry.activity)).toEqual(['EvaluateScript 2.js', 'Layout', 'unattributed']);
  });

  it('adds up the time in each script once, a call made inside another evaluation counting for the outer one', () => {
    const figures = mainThreadFigures([
      ...marks,
      work('EvaluateScript', 1600, 100, 'http://localhost:3000/static/js/index.48130e73df.js'),
      work('FunctionCall', 1620, 30, 'http://localhost:3004/static/js/mf_account.6c5132a684.js'),
      work('FunctionCall', 1800, 25, 'http://localhost:3004/static/js/mf_account.6c5132a684.js'),
      work('FunctionCall', 1900, 15, 'http://localhost:3004/static/js/mf_account.6c5132a684.js'),
    ]);
    expect(figures.javascriptMs).toEqual({ 'index.js': 100, 'mf_account.js': 40 });
  });

  it('takes the last LCP candidate, and counts only the JavaScript that ran before it', () => {
    const candidate = (at: number, index: number, type: string): TraceEvent => ({
      name: 'largestContentfulPaint::Candidate',
      ph: 'R',
      ...MAIN,
      ts: ms(at),
      args: { data: { candidateIndex: index, type } },
    });
    const figures = mainThreadFigures([
      ...marks,
      candidate(1500, 1, 'text'),
      candidate(1900, 2, 'image'),
      work('EvaluateScript', 1200, 40, 'http://localhost:3000/static/js/index.48130e73df.js'),
      work('EvaluateScript', 1800, 30, 'http://localhost:3000/static/js/async/2.1477ef61c3.js'),
      work('EvaluateScript', 1950, 200, 'http://localhost:3000/static/js/async/2.1477ef61c3.js'),
    ]);
    expect(figures.lcp).toEqual({ ms: 900, kind: 'image' });
    expect(figures.javascriptBeforeLcpMs).toBe(70);
  });

  it('gives the first paint as the LCP of a trace without a candidate', () => {
    expect(mainThreadFigures(marks).lcp).toEqual({ ms: 500, kind: 'none' });
  });

  it('refuses a trace in which nothing was painted', () => {
    expect(() => mainThreadFigures([task(1000, 200)])).toThrow('no first contentful paint');
  });
});

describe('scriptName', () => {
  it('drops the content hash and the query, keeping names without one', () => {
    expect(scriptName('http://localhost:3000/static/js/async/lib-router.512ab8b1e7.js?v=1')).toBe('lib-router.js');
    expect(scriptName('http://localhost:3000/auth/login')).toBe('login');
  });
});
