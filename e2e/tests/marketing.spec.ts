import { CONTACT_SUBJECTS, HOME_SECTIONS, MESSAGES, ROUTES, TIMINGS } from '@studyhub/contracts';
import type { Locator, Page } from '@playwright/test';
import { holdChunk } from '../support/slow-chunk';
import { expect, test } from '../support/fixtures';
import { MARKETING, SHELL } from '../support/area-texts';
import { ACTIVE_SLIDE, activeSlide } from '../support/hero-carousel';

/** The sweetalert2 dialog: checks its title and text, then closes it with OK. */
async function expectAlert(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** Waits for the slide on screen to come to rest against the left edge (a move takes under a second). */
const settle = (page: Page) =>
  expect.poll(async () => Math.round((await page.locator(ACTIVE_SLIDE).boundingBox())?.x ?? Number.NaN)).toBe(0);

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

/** The API's answer to the next contact request the page sends. */
const contactAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/contact-requests') && response.request().method() === 'POST');

test.describe('Home page', () => {
  test('shows hero, how it works, the assignments list, benefits, FAQ and contact, in that order', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.getByRole('heading', { level: 1, name: MARKETING.brand.tagline })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Assignment' }).first()).toHaveAttribute('href', ROUTES.assignments);
    await expect(page.getByRole('link', { name: 'Create Assignment' }).first()).toHaveAttribute('href', ROUTES.createAssignment);
    await expect(page.getByText(MARKETING.brand.dailyStrip)).toBeVisible();
    // The marquee's moving copies are hidden from assistive technology, so look for the drawn titles.
    for (const title of ['Choose Your Plan', 'Learn. Share. Grade. Together.', 'Team Up for Smarter Learning.']) {
      await expect(page.locator('h3', { hasText: title }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: MARKETING.brand.headline })).toBeVisible();
    await expect(page.getByText(MARKETING.brand.subline)).toBeVisible();

    // The contact section, the last one, loads with its form library as the reader nears it.
    await expect(page.locator(`#${HOME_SECTIONS.faq}`)).toBeAttached();
    await expect(page.locator(`#${HOME_SECTIONS.contact}`)).not.toBeAttached();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();

    const sections = [
      page.getByRole('region', { name: 'Welcome' }),
      page.getByText(MARKETING.brand.dailyStrip),
      page.locator(`#${HOME_SECTIONS.assignments}`),
      page.locator(`#${HOME_SECTIONS.features}`),
      page.locator(`#${HOME_SECTIONS.faq}`),
      page.locator(`#${HOME_SECTIONS.contact}`),
    ];
    for (const section of sections) await expect(section).toBeAttached();
    const tops = await Promise.all(sections.map(top));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test('the hero carousel moves by itself every 3 s and with its arrows and bullets', async ({ page }) => {
    // A busy 2-core runner can hold a browser timer or a one-second slide back by seconds: the limits
    // below leave that room, and no step depends on when the next automatic move comes.
    const moved = { timeout: MARKETING.heroAutoplayMs * 3 };
    await page.goto(ROUTES.home);
    await expect(page.locator(ACTIVE_SLIDE)).toBeVisible();
    // Read, not assumed to be the first: on a busy runner a move may already have come.
    const shown = await activeSlide(page);
    await expect.poll(() => activeSlide(page), moved).toBe((shown + 1) % 3);

    // Paused, each control's move is the only one.
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await settle(page);
    const paused = await activeSlide(page);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeSlide(page), moved).toBe((paused + 1) % 3);
    await settle(page);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => activeSlide(page), moved).toBe(paused);
    await settle(page);
    await page.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect.poll(() => activeSlide(page), moved).toBe(0);

    // Playing, autoplay keeps going after the user has used the controls.
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await expect.poll(() => activeSlide(page), moved).toBe(1);
    await settle(page);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeSlide(page), moved).not.toBe(1);
    const clicked = await activeSlide(page);
    await expect.poll(() => activeSlide(page), moved).not.toBe(clicked);
  });

  test('FAQ: the first answer is open, opening another closes it, keyboard works', async ({ page }) => {
    await page.goto(ROUTES.home);
    const faq = page.locator(`#${HOME_SECTIONS.faq}`);
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(5);
    const answer = (index: number) => faq.getByRole('region').nth(index);

    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region')).toHaveCount(1);
    await expect(faq.getByText('Sign Up')).toBeVisible();

    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(1);
    await expect(answer(0)).toContainText('Forgot Password');

    await questions.nth(3).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(answer(0)).toContainText('permissions');
  });

  test('Contact Us section: missing fields, then a bad email, then success empties the form', async ({ page }) => {
    const M = MARKETING.contactSection;
    await page.goto(ROUTES.home);
    // The section before it: the contact section loads as the reader nears it.
    await page.locator(`#${HOME_SECTIONS.faq}`).scrollIntoViewIfNeeded();
    const form = page.locator(`#${HOME_SECTIONS.contact}`).getByRole('form', { name: 'Contact Us' });
    const send = form.getByRole('button', { name: 'Send Request' });

    await send.click();
    await expectAlert(page, M.missingTitle, M.missingBody);

    await form.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await form.getByLabel('Email', { exact: true }).fill('ada-at-example');
    await form.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0000');
    await form.getByLabel('Title', { exact: true }).fill('Group invite');
    await form.getByLabel('Request', { exact: true }).fill('   ');
    await send.click();
    await expectAlert(page, M.missingTitle, M.missingBody);

    await form.getByLabel('Request', { exact: true }).fill('How do I invite my whole class?');
    await send.click();
    await expectAlert(page, M.invalidEmailTitle, M.invalidEmailBody);
    // A failed check keeps everything the user typed.
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Ada Lovelace');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('ada-at-example');

    await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
    const answer = contactAnswer(page);
    await send.click();
    expect((await answer).status()).toBe(201);
    await expectAlert(page, M.successTitle, M.successBody);
    for (const label of ['Name', 'Email', 'Phone', 'Title', 'Request']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    }
  });
});

test.describe('Contact page', () => {
  test('every field is required, the five subjects are offered, success empties the form', async ({ page }) => {
    const M = MARKETING.contactPage;
    await page.goto(ROUTES.contact);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const subject = page.getByRole('combobox', { name: 'Subject' });
    await expect(page.locator('select option')).toHaveText(['Select a subject', ...CONTACT_SUBJECTS]);

    const submit = page.getByRole('button', { name: 'Submit Request' });
    await submit.click();
    await expectAlert(page, M.missingTitle, M.missingBody);

    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('555-0100');
    await page.getByLabel('Request', { exact: true }).fill('Please add a running club group.');
    await submit.click();
    await expectAlert(page, M.missingTitle, M.missingBody);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grace Hopper');

    await subject.selectOption(CONTACT_SUBJECTS[4]);
    const answer = contactAnswer(page);
    await submit.click();
    expect((await answer).status()).toBe(201);
    await expectAlert(page, M.successTitle, M.successBody);
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Request']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
  });

  test('a request the server refuses is not confirmed and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact-requests', (route) =>
      route.fulfill({ status: 429, json: { statusCode: 429, code: 'RATE_LIMITED', message: MESSAGES.api.rateLimited } }),
    );
    await page.goto(ROUTES.contact);
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('+1 555-0100');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption(CONTACT_SUBJECTS[0]);
    await page.getByLabel('Request', { exact: true }).fill('Please add a drawing group.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expectAlert(page, MESSAGES.auth.errorTitle, MESSAGES.api.rateLimited);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Request', { exact: true })).toHaveValue('Please add a drawing group.');
  });
});

test.describe('Terms and Privacy', () => {
  test('the terms are real content with a last-updated date', async ({ page }) => {
    await page.goto(ROUTES.terms);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Last updated: November 23, 2026')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Fair peer grading/ })).toBeVisible();
  });

  test('the privacy policy says what is stored, that nothing is sold and how to ask for deletion', async ({ page }) => {
    await page.goto(ROUTES.privacy);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: November 23, 2026')).toBeVisible();
    await expect(page.getByText(/Google Docs link and optional notes/)).toBeVisible();
    await expect(page.getByText(/We do not sell, rent or trade your personal data/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@studyhub.example' })).toHaveAttribute('href', 'mailto:privacy@studyhub.example');
  });
});

test.describe('Jumping to a home section from another page', () => {
  for (const id of [HOME_SECTIONS.faq, HOME_SECTIONS.contact, HOME_SECTIONS.features]) {
    test(`/#${id} opens home with that section in view`, async ({ page }) => {
      await page.goto(ROUTES.terms);
      await page.goto(`${ROUTES.home}#${id}`);
      await expect(page.getByRole('heading', { level: 1, name: MARKETING.brand.tagline })).toBeAttached();
      // The list section arrives last and may pull the page; the section must still end up in view.
      await page.waitForTimeout(TIMINGS.scrollAfterHome + 1500);
      await expect(page.locator(`#${id}`)).toBeInViewport();
    });
  }

  test('/#contact-section still lands on the section when its code arrives seconds late, as on a slow phone', async ({ page }) => {
    // The contact section is loaded on demand; its chunk is the one with the section's heading id.
    await holdChunk(page, 'contact-heading', 5000);
    await page.goto(`${ROUTES.home}#${HOME_SECTIONS.contact}`);
    await expect(page.locator(`#${HOME_SECTIONS.contact}`)).toBeInViewport();
  });

  test('the footer Features link on /terms goes home and scrolls to the benefits', async ({ page }) => {
    await page.goto(ROUTES.terms);
    const features = page.getByRole('contentinfo').getByRole('link', { name: 'Features' });
    await expect(features).toBeVisible();
    await features.click();
    await expect(page).toHaveURL(new RegExp(`${SHELL.paths.homeSection(HOME_SECTIONS.features)}$`));
    await page.waitForTimeout(TIMINGS.scrollAfterHome + 1500);
    await expect(page.locator(`#${HOME_SECTIONS.features}`)).toBeInViewport();
  });
});

test.describe('The hero picture is in the HTML', () => {
  // The server draws the home page (server-render.spec.ts), the hero's first picture included.
  const HERO_PICTURE = 'section[aria-label="Welcome"] img';

  test('with scripts off, home shows the first hero picture, loaded from the marketing remote', async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(ROUTES.home);
    const picture = page.locator(HERO_PICTURE).first();
    await expect(picture).toBeVisible();
    const src = new URL((await picture.getAttribute('src')) ?? '');
    expect(src.pathname).toMatch(/^\/static\/image\/hero-study-group-1600\.[0-9a-f]+\.webp$/);
    expect(src.origin).not.toBe(new URL(page.url()).origin); // the marketing remote's, not the shell's
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.close();
  });

  test('the carousel then takes over with the same picture in the same place', async ({ page }) => {
    await page.addInitScript((selector) => {
      document.addEventListener('DOMContentLoaded', () => {
        const rect = document.querySelector(selector)?.getBoundingClientRect();
        (window as unknown as { firstPaint?: number[] }).firstPaint = rect && [rect.top, rect.left, rect.width, rect.height];
      });
    }, HERO_PICTURE);
    await page.goto(ROUTES.home);
    await expect(page.getByRole('heading', { level: 1, name: MARKETING.brand.tagline })).toBeAttached();
    const early = await page.evaluate(() => (window as unknown as { firstPaint?: number[] }).firstPaint);
    expect(early, 'the server drew the picture').toBeDefined();
    // Once the carousel has taken over, its active slide's picture is the one on screen.
    const hero = page.locator(`${ACTIVE_SLIDE} img`);
    await expect(hero).toBeVisible();
    // Autoplay may be sliding to the next picture (every 3 s): read the box once a slide has settled.
    await expect
      .poll(async () => {
        const box = await hero.boundingBox();
        return [box?.y, box?.x, box?.width, box?.height];
      })
      .toEqual(early);
  });
});
