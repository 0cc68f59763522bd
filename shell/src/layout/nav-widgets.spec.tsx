import { beforeEach, describe, expect, test } from '@jest/globals';
import type { RemoteRoutesFile, UnavailableRemote } from '@studyhub/mf-config';
import { renderInApp } from '@studyhub/testing';
import { screen, waitFor } from '@testing-library/react';
import { NavWidgets } from './nav-widgets';
import { RemoteAreas } from '../remotes/remote-areas';
import { RemoteAreasContext } from '../remotes/use-remote-area';
import { forgetWidgetLoads } from '../remotes/remote-widget';

const loadRemote = jest.fn<Promise<unknown>, [string]>();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id), registerRemotes: () => undefined }));

const routes = (widgets: RemoteRoutesFile['widgets']): RemoteRoutesFile => ({ version: 3, routes: [], widgets });
const areas = new RemoteAreas([
  {
    name: 'mf_grading',
    manifest: 'http://localhost:3003/mf-manifest.json',
    version: '1',
    routes: routes([{ slot: 'navActions', module: './nav-bell', order: 20, loggedInOnly: true }]),
  },
  {
    name: 'mf_groups',
    manifest: 'http://localhost:3005/mf-manifest.json',
    version: '1',
    routes: routes([{ slot: 'navActions', module: './invites', order: 10 }]),
  },
]);

const Bell = () => <button type="button">Notifications</button>;
const Invites = () => <button type="button">Invites</button>;
const exposing = (component: () => unknown) => Promise.resolve({ default: component });

function renderBar(loggedIn: boolean) {
  return renderInApp(
    <RemoteAreasContext value={areas}>
      <div role="toolbar" aria-label="Bar">
        <NavWidgets loggedIn={loggedIn} />
        <button type="button">Switch to dark theme</button>
      </div>
    </RemoteAreasContext>,
  );
}

describe('NavWidgets', () => {
  beforeEach(() => {
    forgetWidgetLoads();
    loadRemote.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  test("draws each area's widget from <remote>/<module>, in their order, for a signed-in user", async () => {
    loadRemote.mockImplementation((id) => exposing(id === 'mf_grading/nav-bell' ? Bell : Invites));
    renderBar(true);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Invites', 'Notifications', 'Switch to dark theme']);
    expect(loadRemote.mock.calls.map(([id]) => id).sort()).toEqual(['mf_grading/nav-bell', 'mf_groups/invites']);
  });

  test('a guest does not load the widgets kept for signed-in users', async () => {
    loadRemote.mockImplementation(() => exposing(Invites));
    renderBar(false);
    await screen.findByRole('button', { name: 'Invites' });
    expect(loadRemote.mock.calls.map(([id]) => id)).toEqual(['mf_groups/invites']);
  });

  test.each([
    [
      'whose remote is down (the runtime plugin’s marker)',
      () => exposing({ unavailable: true, remote: 'mf_grading', reason: 'down' } satisfies UnavailableRemote as never),
    ],
    ['whose load fails', () => Promise.reject(new Error('network'))],
    [
      'that throws while rendering',
      () =>
        exposing(() => {
          throw new Error('broken widget');
        }),
    ],
  ])('a widget %s takes no room, and the bar and the other widgets stay', async (_what, bell) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockImplementation((id) => (id === 'mf_grading/nav-bell' ? bell() : exposing(Invites)));
    renderBar(true);
    await screen.findByRole('button', { name: 'Invites' });
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mf_grading/nav-bell'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Invites', 'Switch to dark theme']);
    error.mockRestore();
  });

  test('a widget that failed is tried again the next time it shows', async () => {
    let bellLoads = 0;
    loadRemote.mockImplementation((id) => {
      if (id !== 'mf_grading/nav-bell') return exposing(Invites);
      bellLoads += 1;
      return bellLoads === 1 ? Promise.reject(new Error('network')) : exposing(Bell);
    });
    const { unmount } = renderBar(true);
    await screen.findByRole('button', { name: 'Invites' });
    await waitFor(() => expect(bellLoads).toBe(1));
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    unmount();
    renderBar(true);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(bellLoads).toBe(2);
  });
});
