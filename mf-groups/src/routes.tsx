import { withElements, type RemoteRoutesModule } from '@studyhub/mf-config';
import { lazy, type ReactNode } from 'react';
import { ROUTE_TABLE, type GroupsScreen } from './route-table.js';

const MyGroupsPage = lazy(() => import('./my-groups/my-groups-page.js').then((module) => ({ default: module.MyGroupsPage })));
const CreateGroupPage = lazy(() => import('./create/create-group-page.js').then((module) => ({ default: module.CreateGroupPage })));
const GroupPage = lazy(() => import('./group/group-page.js').then((module) => ({ default: module.GroupPage })));
const GroupSettingsPage = lazy(() => import('./settings/settings-page.js').then((module) => ({ default: module.GroupSettingsPage })));
const InvitePage = lazy(() => import('./invite/invite-page.js').then((module) => ({ default: module.InvitePage })));

const ELEMENTS = {
  myGroups: <MyGroupsPage />,
  createGroup: <CreateGroupPage />,
  group: <GroupPage />,
  settings: <GroupSettingsPage />,
  invite: <InvitePage />,
} satisfies Record<GroupsScreen, ReactNode>;

/** The groups area: mounted by the shell inside its layout, store, router, theme and route guard. */
export default {
  routes: withElements(ROUTE_TABLE, ELEMENTS),
} satisfies RemoteRoutesModule;
