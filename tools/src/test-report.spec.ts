import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jestReport, nodeTestReport, playwrightReport } from './test-report';

const dir = mkdtempSync(join(tmpdir(), 'test-report-'));
const write = (name: string, report: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(report));
  return path;
};

describe('the summary of a Playwright run', () => {
  const path = write('playwright.json', {
    stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 1 },
    suites: [
      {
        title: 'grading.spec.ts',
        file: 'grading.spec.ts',
        specs: [{ title: 'a top-level test', file: 'grading.spec.ts', tests: [{ status: 'expected' }] }],
        suites: [
          {
            title: 'Marking',
            file: 'grading.spec.ts',
            specs: [
              { title: 'a marker grades a submission', file: 'grading.spec.ts', tests: [{ status: 'unexpected' }] },
              { title: 'the grade shows at once', file: 'grading.spec.ts', tests: [{ status: 'flaky' }] },
              { title: 'only on a phone', file: 'grading.spec.ts', tests: [{ status: 'skipped' }] },
            ],
          },
        ],
      },
      {
        title: 'shell.spec.ts',
        file: 'shell.spec.ts',
        specs: [{ title: 'loads', file: 'shell.spec.ts', tests: [{ status: 'expected' }] }],
      },
    ],
  });

  it('names the failed test by file, describe block and title', () => {
    expect(playwrightReport(path)?.failed).toEqual(['grading.spec.ts › Marking › a marker grades a submission']);
  });

  it('names a test that passed only on its retry, and counts it as passed', () => {
    const report = playwrightReport(path);
    expect(report?.flaky).toEqual(['grading.spec.ts › Marking › the grade shows at once']);
    expect(report?.counts).toEqual({ passed: 3, failed: 1, skipped: 1 });
  });
});

describe('the summary of a Jest run', () => {
  const path = write('jest.json', {
    numPassedTests: 4,
    numFailedTests: 1,
    numPendingTests: 1,
    numTodoTests: 0,
    numRuntimeErrorTestSuites: 1,
    testResults: [
      {
        name: join(process.cwd(), 'api/test/marks.spec.ts'),
        status: 'failed',
        assertionResults: [
          { fullName: 'marks refuses a second mark', status: 'failed' },
          { fullName: 'marks stores a mark', status: 'passed' },
        ],
      },
      { name: join(process.cwd(), 'api/test/broken.spec.ts'), status: 'failed', assertionResults: [] },
      { name: join(process.cwd(), 'api/test/fine.spec.ts'), status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
    ],
  });

  it('names each failed test and each file that could not run', () => {
    expect(jestReport(path)?.failed).toEqual([
      'api/test/marks.spec.ts › marks refuses a second mark',
      'api/test/broken.spec.ts (the file did not run)',
    ]);
  });

  it('counts a file that could not run as a failure', () => {
    expect(jestReport(path)?.counts).toEqual({ passed: 4, failed: 2, skipped: 1 });
  });
});

it('a step whose report is missing has no summary, so the step alone says whether it failed', () => {
  expect(jestReport(join(dir, 'none.json'))).toBeNull();
  expect(playwrightReport(join(dir, 'none.json'))).toBeNull();
  expect(nodeTestReport(join(dir, 'none.json'))).toBeNull();
});
