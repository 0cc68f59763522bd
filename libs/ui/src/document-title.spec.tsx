import { expect, test } from '@jest/globals';
import { render } from '@testing-library/react';
import { documentTitle, useDocumentTitle } from './document-title.js';

function Details({ name }: { name?: string }) {
  useDocumentTitle(name);
  return null;
}

test('a page title is followed by the app name; no title leaves the app name alone', () => {
  expect(documentTitle('All Assignments')).toBe('All Assignments · StudyHub');
  expect(documentTitle('  ')).toBe('StudyHub');
  expect(documentTitle(undefined)).toBe('StudyHub');
});

test("a screen names the tab once its data has a name, keeping the route's title until then", () => {
  document.title = 'Assignment Details · StudyHub';
  const { rerender } = render(<Details />);
  expect(document.title).toBe('Assignment Details · StudyHub');
  rerender(<Details name="Linear algebra, week 3" />);
  expect(document.title).toBe('Linear algebra, week 3 · StudyHub');
});
