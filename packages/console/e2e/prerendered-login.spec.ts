// /login arrives as prerendered HTML (src/prerender.tsx) that paints before the app's JavaScript
// runs, and the app hydrates it: no mismatch, nothing typed or pressed early is lost, the browser
// never submits the form itself, and a returning visitor does not see the cookie panel flash.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Console errors and uncaught errors of the page (a hydration mismatch is reported there). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Holds the app's entry module back, so the page stays as the prerendered HTML drew it until the
 * returned function lets it through.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const appReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));

test('a plain arrival gets the screen in the HTML and the app takes it over without a mismatch', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const response = await page.goto('/login?returnUrl=%2Fdashboard');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('>Log in</h1>');
  expect(html).toContain('data-slot="cookie-consent"');
  await appReady(page);
  // Hydrated: the browser-only parts are filled in and the form answers.
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    /returnUrl=http/,
  );
  // Pressed from the keyboard, not clicked at a point: the notice banner can arrive just after the
  // app is ready and move the form down. Once on CI, the banner came between Playwright's aim and
  // its click (the trace's snapshots: no banner before the click, a banner after), the click landed
  // above the button, and nothing was submitted.
  await page.getByRole('button', { name: 'Log in', exact: true }).press('Enter');
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('other arrivals get the empty shell', async ({ page }) => {
  const response = await page.goto('/login?githubLoginFailed=1');
  expect((await response?.text()) ?? '').not.toContain('>Log in</h1>');
  await expect(page.getByRole('heading', { name: 'Login failed.' })).toBeVisible();
});

test('what is typed before the app is ready stays, and Enter then submits it through the app', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.locator('input[name=email]');
  await email.fill('early@example.com');
  await email.press('Enter');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  release();
  await appReady(page);
  await expect(page.getByLabel('E-mail')).toHaveValue('early@example.com');
  // The held submit went through the app: its own check answers (no password yet).
  await expect(page.getByText('Enter your password.')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('a returning visitor does not see the cookie panel, before or after the app is ready', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookiesSettings', 'false'));
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your privacy' })).toBeHidden();
  release();
  await appReady(page);
  await expect(page.locator('[data-slot=cookie-consent]')).toHaveCount(0);
});

test('a button pressed before the app is ready is pressed once it is', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Customize settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toHaveCount(0);
  release();
  await appReady(page);
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
});
