// A node:test reporter that writes {passed, failed, skipped} as JSON, for `npm test`'s total.
import type { TestEvent } from 'node:test/reporters';
import type { Counts } from '../test-report.js';

export default async function* countReporter(source: AsyncIterable<TestEvent>): AsyncGenerator<string, void> {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.type === 'test:pass' && event.data.details?.type !== 'suite') {
      counts[event.data.skip || event.data.todo ? 'skipped' : 'passed'] += 1;
    }
    if (event.type === 'test:fail' && event.data.details?.type !== 'suite') counts.failed += 1;
  }
  yield JSON.stringify(counts);
}
