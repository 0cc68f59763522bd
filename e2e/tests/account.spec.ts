import { AUTH_ERROR_MESSAGES, MESSAGES, ROUTES } from '@studyhub/contracts';
import type { Page } from '@playwright/test';
import { createAccount, expect, signInViaUi, test, thumbnailUrl, verificationLinks } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { ACCOUNT, SHELL } from '../support/area-texts';

const V = MESSAGES.validation;

/** The sweetalert2 dialog: checks its title (and text), then closes it with its button. */
async function expectAlert(page: Page, title: string, text?: string, button = 'OK') {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Success alerts close by themselves after 2 s; seeing the title is enough. */
async function expectToast(page: Page, title: string) {
  await expect(page.getByRole('dialog')).toContainText(title);
}

// mf-account's own words on the profile (mf-account/src/profile/profile.texts.ts); browser tests
// import only contracts.
const PROFILE = {
  notVerifiedTitle: 'Your email address is not verified yet',
  notVerifiedText: (email: string) => `We sent a link to ${email} when you registered.`,
  resend: 'Send the link again',
  resent: (email: string) => `A new link is on its way to ${email}.`,
  check: 'I have verified it',
  stillNotVerified: 'Not verified yet: open the link in the email first, then try again.',
  nowVerified: 'Thank you: your email address is verified.',
  verified: 'Email verified',
};

const unique = () => Math.random().toString(36).slice(2, 8);

test.describe('Register and log in', () => {
  test('each invalid field shows its message, then a valid form registers and the new user logs in', async ({ page }) => {
    await page.goto(ROUTES.register);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectAlert(page, V.alertTitle, V.fixForm);
    await expect(page.getByText(V.nameMin)).toBeVisible();
    await expect(page.getByText(V.email)).toBeVisible();
    await expect(page.getByText(V.passwordRequired)).toBeVisible();
    // Focus goes back to the first field to fix.
    await expect(page.getByLabel('Name')).toBeFocused();

    const name = `Reg User ${unique()}`;
    const email = `reg-${unique()}@studyhub.test`;
    await page.getByLabel('Name').fill('A');
    await expect(page.getByText(V.nameMin)).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await expect(page.getByText(V.nameMin)).toBeHidden();

    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText(V.email)).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await expect(page.getByText(V.email)).toBeHidden();

    await page.getByLabel('Photo URL (optional)').fill('https://example.com/me.txt');
    await expect(page.getByText(V.photoUrl)).toBeVisible();
    await page.getByLabel('Photo URL (optional)').fill('');
    await expect(page.getByText(V.photoUrl)).toBeHidden();

    await page.getByLabel('Password', { exact: true }).fill('password');
    await expect(page.getByText(V.passwordStrength)).toBeVisible();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectAlert(page, V.alertTitle, V.fixForm);
    // What the user typed is still there after the failed attempt.
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, ACCOUNT.registerSuccess);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
    // The verification link went out with the registration.
    expect(await verificationLinks(email)).toHaveLength(1);
    // Registration ends signed out, with the new email ready in the login form.
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, ACCOUNT.loginSuccess);
    await expect(page).toHaveURL(/\/$/);
    const avatar = page.getByRole('button', { name: `Account menu for ${name}` });
    await expect(avatar).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pending', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create', exact: true })).toBeVisible();
    await avatar.click();
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#user-menu');
    for (const label of ['Profile', 'Create Assignments', 'My Attempted Assignments']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('login validation and a wrong password show readable messages and keep the typed email', async ({ page, account }) => {
    await page.goto(ROUTES.login);
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectAlert(page, V.alertTitle, V.fixForm);
    await expect(page.getByText(V.email)).toBeVisible();
    await expect(page.getByText(V.passwordMin)).toBeVisible();

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password1');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectAlert(page, MESSAGES.auth.errorTitle, AUTH_ERROR_MESSAGES['auth/invalid-credential']);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
  });
});

test.describe('Google sign-in through the emulator', () => {
  test('the emulator Google account signs in a google.com user and lands on home', async ({ page }) => {
    const email = `google-${unique()}@studyhub.test`;
    const name = `Google User ${unique()}`;
    await page.goto(ROUTES.login);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const chooser = page.getByRole('dialog', { name: ACCOUNT.emulatorGoogleTitle });
    await chooser.getByLabel('Google account email').fill(email);
    await chooser.getByLabel('Display name').fill(name);
    await chooser.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, ACCOUNT.googleSuccess);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
    await page.goto(ROUTES.profile);
    await expect(page.getByText('Signed in with Google')).toBeVisible();
  });
});

test.describe('Profile and logout', () => {
  test('edits name and photo, shows them in the navbar at once and after a reload', async ({ page, account }) => {
    await signInViaUi(page, account);
    await page.goto(ROUTES.profile);
    await expect(page.getByRole('heading', { name: account.displayName })).toBeVisible();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectAlert(page, V.alertTitle, V.fixForm);
    await expect(page.getByText(V.profileName)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: account.displayName })).toBeVisible();

    const newName = `Renamed ${unique()}`;
    const photo = thumbnailUrl('art.jpg');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name').fill(newName);
    await page.getByLabel('Photo URL (optional)').fill(photo);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, ACCOUNT.profileUpdated);
    await expect(page.getByRole('heading', { name: newName })).toBeVisible();
    const avatar = page.getByRole('button', { name: `Account menu for ${newName}` });
    await expect(avatar.locator('img')).toHaveAttribute('src', photo);

    await page.reload();
    await expect(page.getByRole('heading', { name: newName })).toBeVisible();
    await expect(avatar.locator('img')).toHaveAttribute('src', photo);
  });

  test('logout says so and goes to the login page', async ({ page, account }) => {
    await signInViaUi(page, account);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, SHELL.logoutSuccess);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await page.goto(ROUTES.profile);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`));
  });
});

test('an unverified email account verifies its address from the profile', async ({ page, account }) => {
  await signInViaUi(page, account);
  await page.goto(ROUTES.profile);
  const notice = page.getByRole('region', { name: PROFILE.notVerifiedTitle });
  await expect(notice).toContainText(PROFILE.notVerifiedText(account.email));
  await notice.getByRole('button', { name: PROFILE.check }).click();
  await expect(notice.getByRole('status')).toHaveText(PROFILE.stillNotVerified);

  await notice.getByRole('button', { name: PROFILE.resend }).click();
  await expect(notice.getByRole('status')).toHaveText(PROFILE.resent(account.email));
  const links = await verificationLinks(account.email);
  expect(links).toHaveLength(1);
  // The user opens the mail's link in their mail client: the emulator applies it.
  expect((await fetch(links[0])).ok).toBe(true);

  await notice.getByRole('button', { name: PROFILE.check }).click();
  await expect(page.getByRole('status').filter({ hasText: PROFILE.nowVerified })).toBeVisible();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByText(PROFILE.verified, { exact: true })).toBeVisible();
});

test('forgot password sends the reset email and confirms it', async ({ page, account }) => {
  await page.goto(ROUTES.login);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(new RegExp(`${ACCOUNT.paths.forgotPassword}$`));
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectAlert(page, ACCOUNT.resetSentTitle);
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT.resetSent(account.email) })).toBeVisible();
});

test.describe('Accessibility (axe-core, serious and critical)', () => {
  for (const path of [ROUTES.login, ROUTES.register, ACCOUNT.paths.forgotPassword]) {
    test(`${path} has no serious violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  test('the profile has no serious violations in view and edit mode, in both themes', async ({ page, account }) => {
    await signInViaUi(page, account);
    await page.goto(ROUTES.profile);
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectNoSeriousViolations(page);
  });
});

test('a 300-character name stays within two lines in the avatar menu and three on the profile', async ({ page }) => {
  const account = await createAccount({ displayName: 'Bartholomew'.repeat(27) + 'xyz' });
  await signInViaUi(page, account);
  // On a phone, where the room is tightest (after signing in: Logout sits in the menu there).
  await page.setViewportSize({ width: 390, height: 844 });
  const lineHeight = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));

  await page.getByRole('button', { name: /^Account menu/ }).click();
  const menuName = page.locator('#user-menu strong');
  await expect(menuName).toHaveAttribute('title', account.displayName);
  const menuBox = await menuName.boundingBox();
  expect(menuBox!.height).toBeLessThanOrEqual(2 * (await lineHeight(menuName)) + 1);

  await page.goto(ROUTES.profile);
  const profileName = page.getByRole('heading', { level: 2, name: account.displayName });
  const profileBox = await profileName.boundingBox();
  expect(profileBox!.height).toBeLessThanOrEqual(3 * (await lineHeight(profileName)) + 1);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
