import { describe, expect, test } from '@jest/globals';
import { ShapeError } from './json-shape.js';
import { parseRegistry } from './registry.js';
import { parseRemoteRoutesFile } from './remote-routes.schema.js';
import { defineRouteTable, routesFile as publishedRoutesFile } from './remote-routes.js';

const routesFile = {
  version: 1,
  routes: [
    { path: '/assignments', handle: { title: 'All Assignments' } },
    { path: '/auth/create-assignments', handle: { requiresAuth: true, loginPrompt: { title: 'Login Required', text: 'Log in.' } } },
  ],
  homeIndex: true,
};

describe('parseRegistry', () => {
  test('keeps each remote with its manifest, version (dev when unsaid) and screens', () => {
    const registry = parseRegistry({
      remotes: {
        mf_assignments: { manifest: 'http://localhost:3002/mf-manifest.json', version: '1.2.0', routes: routesFile },
        mf_grading: { manifest: 'http://localhost:3003/mf-manifest.json' },
      },
    });
    expect(registry.remotes.mf_assignments).toEqual({
      manifest: 'http://localhost:3002/mf-manifest.json',
      version: '1.2.0',
      routes: routesFile,
    });
    expect(registry.remotes.mf_grading).toEqual({ manifest: 'http://localhost:3003/mf-manifest.json', version: 'dev' });
  });

  test.each([
    ['no remotes', {}, 'registry.remotes: expected an object'],
    [
      'an empty manifest',
      { remotes: { mf_grading: { manifest: '' } } },
      'registry.remotes.mf_grading.manifest: expected a non-empty string',
    ],
    [
      'a version that is not text',
      { remotes: { mf_grading: { manifest: 'm.json', version: 2 } } },
      'registry.remotes.mf_grading.version: expected a string',
    ],
    [
      'a screen path without its slash',
      { remotes: { mf_grading: { manifest: 'm.json', routes: { version: 1, routes: [{ path: 'grading' }] } } } },
      'registry.remotes.mf_grading.routes.routes[0].path: expected a string starting with /',
    ],
  ])('refuses %s, saying where', (_what, value, message) => {
    expect(() => parseRegistry(value)).toThrow(new ShapeError(message));
  });
});

describe('parseRemoteRoutesFile', () => {
  test('reads a routes file as the remote published it', () => {
    expect(parseRemoteRoutesFile(routesFile)).toEqual(routesFile);
  });

  test('a misspelt guard key is refused, so a typo cannot make a protected screen public', () => {
    const typo = { version: 1, routes: [{ path: '/auth/my-group', handle: { requireAuth: true } }] };
    expect(() => parseRemoteRoutesFile(typo)).toThrow('routes file.routes[0].handle: unexpected requireAuth');
  });

  test('a version this shell does not know is refused', () => {
    expect(() => parseRemoteRoutesFile({ ...routesFile, version: 4 })).toThrow('routes file.version: expected 1 or 2 or 3');
  });

  test("version 2 adds the area's title and navigation entries, read as published", () => {
    const nav = {
      main: [{ label: 'Pending', to: '/auth/pending-assignments', order: 20, loggedInOnly: true, loginMessage: 'Log in.' }],
      user: [{ label: 'Mine', to: '/auth/my-group', order: 30, end: true }],
    };
    expect(parseRemoteRoutesFile({ ...routesFile, version: 2, title: 'Grading', nav })).toEqual({
      ...routesFile,
      version: 2,
      title: 'Grading',
      nav,
    });
  });

  test.each([
    ['in a version-1 file', { ...routesFile, nav: { main: [] } }, 'routes file.nav: needs version 2'],
    ['beside a title in a version-1 file', { ...routesFile, title: 'Grading' }, 'routes file.title: needs version 2'],
    [
      'without an order',
      { ...routesFile, version: 2, nav: { main: [{ label: 'A', to: '/a' }] } },
      'routes file.nav.main[0].order: expected a number',
    ],
    [
      'leading nowhere',
      { ...routesFile, version: 2, nav: { user: [{ label: 'A', to: 'a', order: 1 }] } },
      'routes file.nav.user[0].to: expected a string starting with /',
    ],
    ['in an unknown menu', { ...routesFile, version: 2, nav: { footer: [] } }, 'routes file.nav: unexpected footer'],
  ])('navigation entries %s are refused', (_what, value, message) => {
    expect(() => parseRemoteRoutesFile(value)).toThrow(new ShapeError(message));
  });

  test('version 3 adds widgets, read as published, a slot this shell lacks included', () => {
    const widgets = [
      { slot: 'navActions', module: './nav-bell', order: 10, loggedInOnly: true },
      { slot: 'footer', module: './status', order: 20 },
    ];
    expect(parseRemoteRoutesFile({ ...routesFile, version: 3, widgets })).toEqual({ ...routesFile, version: 3, widgets });
  });

  test.each([
    ['in a version-2 file', { ...routesFile, version: 2, widgets: [] }, 'routes file.widgets: needs version 3'],
    [
      'without an order',
      { ...routesFile, version: 3, widgets: [{ slot: 'navActions', module: './bell' }] },
      'routes file.widgets[0].order: expected a number',
    ],
    [
      'naming a path, not an exposed module',
      { ...routesFile, version: 3, widgets: [{ slot: 'navActions', module: './src/../bell', order: 1 }] },
      'routes file.widgets[0].module: expected ./ and a name',
    ],
    [
      'with a key this shell does not know',
      { ...routesFile, version: 3, widgets: [{ slot: 'navActions', module: './bell', order: 1, size: 2 }] },
      'routes file.widgets[0]: unexpected size',
    ],
  ])('widgets %s are refused', (_what, value, message) => {
    expect(() => parseRemoteRoutesFile(value)).toThrow(new ShapeError(message));
  });
});

describe('routesFile', () => {
  test("carries the area's title and, when the table has them, its navigation entries (version 2)", () => {
    const routes = { list: { path: '/assignments' } };
    expect(publishedRoutesFile(defineRouteTable({ routes }), 'Assignments')).toEqual({
      version: 2,
      title: 'Assignments',
      routes: [{ path: '/assignments' }],
    });
    const nav = { main: [{ label: 'All', to: '/assignments', order: 10 }] };
    expect(publishedRoutesFile(defineRouteTable({ routes, nav }), 'Assignments')).toEqual({
      version: 2,
      title: 'Assignments',
      routes: [{ path: '/assignments' }],
      nav,
    });
  });

  test('is version 3 only when the table has widgets, so areas without them still suit a shell that reads 2', () => {
    const routes = { list: { path: '/auth/notifications' } };
    const widgets = [{ slot: 'navActions', module: './nav-bell', order: 10, loggedInOnly: true }] as const;
    expect(publishedRoutesFile(defineRouteTable({ routes, widgets: [...widgets] }), 'Grading')).toEqual({
      version: 3,
      title: 'Grading',
      routes: [{ path: '/auth/notifications' }],
      widgets,
    });
    expect(publishedRoutesFile(defineRouteTable({ routes, widgets: [] }), 'Grading').version).toBe(2);
  });
});
