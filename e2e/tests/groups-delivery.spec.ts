import { rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, signInViaUi, test } from '../support/fixtures';
import { SHELL } from '../support/area-texts';
import { followMainNav } from '../support/nav';
import { POINTERS, REGISTRY, RELEASES, command, hashBuilds, readPointers, restore } from '../support/release-commands';

const GROUPS_PATH = '/groups';
const VERSION = `0.1.0-e2e.${Date.now().toString(36)}.groups`;
/** Everything built but the groups area itself: the shell and the four other remotes. */
const othersThan = (hashes: Record<string, string>, folder: string) =>
  Object.fromEntries(Object.entries(hashes).filter(([file]) => !file.startsWith(`${folder}/`)));

// Tagged @exclusive: it takes the groups area out of the registry for a while, so npm run test:e2e
// runs it alone after the others (tools/src/e2e.ts).
test.describe('adding the groups area to a running app', { tag: '@exclusive' }, () => {
  test('mf-groups joins through the registry alone: the shell is not rebuilt, and Groups shows on the next load', async ({
    page,
    account,
  }) => {
    test.setTimeout(240_000);
    const pointersBefore = await readPointers();
    try {
      // The app as it ran before the groups area existed: a registry that does not name it.
      const registry = JSON.parse(pointersBefore[0] ?? '{}') as { remotes: Record<string, unknown> };
      expect(Object.keys(registry.remotes)).toContain('mf_groups');
      delete registry.remotes.mf_groups;
      await restore(REGISTRY, JSON.stringify(registry));
      const buildsBefore = await hashBuilds();
      const nav = page.getByRole('navigation', { name: 'Main' });

      await test.step('without it, no Groups entry and no groups screens', async () => {
        await signInViaUi(page, account);
        await expect(nav.getByRole('link', { name: 'All Assignments' })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Groups', exact: true })).toHaveCount(0);
        await page.goto(GROUPS_PATH);
        await expect(page.getByRole('heading', { name: SHELL.notFound.title })).toBeVisible();
      });

      await test.step('released, it is live on the next page load, its entry in the navigation', async () => {
        const result = await command('release', ['mf-groups', '--version', VERSION]);
        expect(result.code, result.output).toBe(0);
        await page.goto('/');
        await followMainNav(page, 'Groups');
        await expect(page).toHaveURL(new RegExp(`${GROUPS_PATH}$`));
        await expect(page.getByRole('heading', { level: 1, name: 'My Groups' })).toBeVisible();
      });

      await test.step('the shell and the other remotes are byte-identical', async () => {
        expect(othersThan(await hashBuilds(), 'mf-groups')).toEqual(othersThan(buildsBefore, 'mf-groups'));
      });
    } finally {
      await Promise.all(POINTERS.map((file, index) => restore(file, pointersBefore[index])));
      await rm(join(RELEASES, 'mf-groups', VERSION), { recursive: true, force: true });
      await rmdir(join(RELEASES, 'mf-groups')).catch(() => undefined);
    }
  });
});
