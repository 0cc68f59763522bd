import { afterEach, describe, expect, test } from '@jest/globals';
import { act } from '@testing-library/react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { Committed, openOnNavigation, SHELL_PART, useAwaitCommit } from './hydration-gate.js';

// The shape of the shell's page: the frame's main area (RootLayout) holding an area's screen in its
// own boundary (RemoteScreen), whose screen is a lazy chunk as the remotes' screens are.
function Area({ part, children }: { part: string; children: ReactNode }) {
  useAwaitCommit(part);
  return (
    <Suspense fallback={null}>
      {children}
      <Committed part={part} />
    </Suspense>
  );
}

function page(Screen: ComponentType) {
  return (
    <Suspense fallback={null}>
      <Area part="mf_assignments:/assignments">
        <Screen />
      </Area>
      <Committed part={SHELL_PART} />
    </Suspense>
  );
}

const EditButton = () => <button type="button">Edit</button>;
const isOpen = () => !document.documentElement.hasAttribute('data-hydrating');

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML for the page, in a document marked as the web server marks it. */
function serverDrawn(drawn: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(drawn);
  document.body.append(container);
  document.documentElement.setAttribute('data-hydrating', '');
  return container;
}

describe('hydration gate', () => {
  test('a server-drawn page opens only once the lazy screen under its buttons has hydrated', async () => {
    let loadScreen!: (module: { default: ComponentType }) => void;
    const LazyScreen = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (loadScreen = resolve)));
    const container = serverDrawn(page(EditButton));

    await act(async () => {
      root = hydrateRoot(container, page(LazyScreen));
    });
    // The frame has committed, the screen's chunk has not come: its button has no handler yet.
    expect(isOpen()).toBe(false);

    await act(async () => loadScreen({ default: EditButton }));
    expect(isOpen()).toBe(true);
    expect(container.querySelector('button')).toHaveTextContent('Edit');
  });

  test('a page with no area screen opens when the frame commits', async () => {
    const notFound = (
      <Suspense fallback={null}>
        <p>Not found</p>
        <Committed part={SHELL_PART} />
      </Suspense>
    );
    const container = serverDrawn(notFound);
    await act(async () => {
      root = hydrateRoot(container, notFound);
    });
    expect(isOpen()).toBe(true);
  });

  test('the first navigation opens the page, whatever the first one still waited for', async () => {
    const router = createMemoryRouter([{ path: '/assignments' }, { path: '/contact' }], { initialEntries: ['/assignments'] });
    document.documentElement.setAttribute('data-hydrating', '');
    openOnNavigation(router);
    expect(isOpen()).toBe(false);
    await act(() => router.navigate('/contact'));
    expect(isOpen()).toBe(true);
  });
});
