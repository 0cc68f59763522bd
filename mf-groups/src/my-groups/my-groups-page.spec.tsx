import { describe, expect, test } from '@jest/globals';
import { installFakeApi } from '@studyhub/testing';
import { API_PATHS, PAGE } from '@studyhub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aGroup, uuid } from '../test-support/fixtures.js';
import { TEXTS } from '../groups.texts.js';
import { MyGroupsPage } from './my-groups-page';
import { renderScreen } from '../test-support/render-screen';

jest.mock('@studyhub/auth', () => ({
  ...jest.requireActual<object>('@studyhub/auth'),
  currentIdToken: async () => 'test-token',
}));

const T = TEXTS.myGroups;
const open = () => renderScreen(<MyGroupsPage />, { path: '/groups', route: '/groups' });

describe('MyGroupsPage', () => {
  test('with no group yet, says to create one or ask for an invite link, and offers "Create Group"', async () => {
    installFakeApi(() => ({ body: [], total: 0 }));
    open();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Groups' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Group' })).toHaveAttribute('href', '/groups/new');
  });

  test('lists my groups with their member count and my role; each opens its page', async () => {
    const calls = installFakeApi(() => ({
      body: [
        aGroup({ _id: uuid(1), name: 'Chemistry circle', memberCount: 3, role: 'owner' }),
        aGroup({ _id: uuid(2), name: 'Optics club', memberCount: 1, role: 'member', pictureUrl: 'https://example.com/lens.png' }),
      ],
      total: 2,
    }));
    open();
    const list = await screen.findByRole('list', { name: 'My Groups' });
    const [chemistry, optics] = within(list).getAllByRole('listitem');
    expect(chemistry).toHaveTextContent('Chemistry circle');
    expect(chemistry).toHaveTextContent('3 members');
    expect(chemistry).toHaveTextContent('Owner');
    expect(within(chemistry).getByText('CC')).toBeInTheDocument();
    expect(optics).toHaveTextContent('1 member');
    expect(optics).toHaveTextContent('Member');
    expect(optics.querySelector('img')).toHaveAttribute('src', 'https://example.com/lens.png');
    expect(screen.getByRole('link', { name: 'Optics club' })).toHaveAttribute('href', `/groups/${uuid(2)}`);
    expect(calls[0]).toMatchObject({ path: API_PATHS.groups, query: { limit: String(PAGE.defaultLimit), offset: '0' } });
  });

  test('"Show more" loads the next page of groups below the first', async () => {
    const all = Array.from({ length: PAGE.defaultLimit + 2 }, (_, i) => aGroup({ _id: uuid(i + 1), name: `Group ${i + 1}` }));
    installFakeApi((call) => {
      const offset = Number(call.query.offset);
      return { body: all.slice(offset, offset + Number(call.query.limit)), total: all.length };
    });
    open();
    await screen.findByText(`Group ${PAGE.defaultLimit}`);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (2 left)' }));
    expect(await screen.findByText(`Group ${PAGE.defaultLimit + 2}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });
});
