import { describe, expect, jest, test } from '@jest/globals';
import { renderInApp } from '@studyhub/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewBanner } from './preview-banner.js';
import type { RegisteredRemote } from './registry.js';

const remote = (name: RegisteredRemote['name'], version: string, previewOf?: string): RegisteredRemote => ({
  name,
  manifest: `http://localhost/${name}/${version}/mf-manifest.json`,
  version,
  routes: { version: 2, title: name === 'mf_grading' ? 'Grading' : 'Account', routes: [] },
  ...(previewOf ? { previewOf } : {}),
});

describe('PreviewBanner', () => {
  test('names the area, the previewed version and the live one, and offers the way out', async () => {
    const onExit = jest.fn();
    renderInApp(<PreviewBanner remotes={[remote('mf_account', 'local'), remote('mf_grading', '2.0.0', '1.0.0')]} onExit={onExit} />);
    expect(screen.getByRole('complementary', { name: 'Preview' })).toHaveTextContent('Grading runs 2.0.0 in this tab (live: 1.0.0).');
    await userEvent.click(screen.getByRole('button', { name: 'Exit preview' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  test('an area whose routes file gives no title is named by its federation name', () => {
    renderInApp(<PreviewBanner remotes={[{ ...remote('mf_groups', '1.1.0', '1.0.0'), routes: null }]} />);
    expect(screen.getByRole('complementary', { name: 'Preview' })).toHaveTextContent('mf_groups runs 1.1.0 in this tab (live: 1.0.0).');
  });

  test('shows nothing when the tab previews nothing', () => {
    const { container } = renderInApp(<PreviewBanner remotes={[remote('mf_grading', '1.0.0')]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
