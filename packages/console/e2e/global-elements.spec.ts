// Elements on every screen, checked on the login screen (no account needed): the cookie consent
// choice survives a reload, and the notice banner stays dismissed for the rest of the day only.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test('accepting all cookies is remembered across a reload', async ({ page }) => {
  await page.goto('/login');
  const consent = page.getByRole('region', { name: 'Your privacy' });
  await expect(consent).toBeVisible();
  await expectNoAxeViolations(page);
  await consent.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(consent).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookiesSettings'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your privacy' })).toBeHidden();
});

test('a customised cookie choice (analytics off) is remembered across a reload', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Customize settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(settings).toBeVisible();
  await expectNoAxeViolations(page);
  const analytics = settings.getByRole('switch', { name: /Analytics and customization/ });
  await analytics.uncheck();
  await settings.getByRole('button', { name: 'Confirm My Choices' }).click();
  await expect(settings).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookiesSettings'))).toBe('false');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your privacy' })).toBeHidden();
  // The footer reopens the settings with the saved choice.
  await page.getByRole('button', { name: 'Cookie setting' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Cookie settings' })
      .getByRole('switch', { name: /Analytics and customization/ }),
  ).not.toBeChecked();
});

test('a dismissed notice stays hidden for the day and returns the next day', async ({ page }) => {
  const today = new Date();
  today.setUTCHours(12, 0, 0, 0);
  await page.clock.setFixedTime(today);
  await page.goto('/login');
  const close = page.getByRole('button', { name: 'Close notice' });
  await expect(close).toBeVisible();
  await close.click();
  await expect(close).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close notice' })).toBeHidden();

  await page.clock.setFixedTime(new Date(today.getTime() + 24 * 3600 * 1000));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Close notice' })).toBeVisible();
});
