// Elements on every screen, checked on the login screen (no account needed): the cookie consent
// choice survives a reload, and the notice banner stays dismissed for the rest of the day only.
// The consent panel never hides the last controls of a page.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { signInThroughApi } from './api-setup.ts';

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

test('the consent panel leaves room for the last controls of a page (/MFATip at 1280×720)', async ({
  page,
  request,
  clientAddress,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInThroughApi(page, request, clientAddress);
  await page.goto('/MFATip');
  const notNow = page.getByRole('button', { name: 'Not now' });
  await expect(notNow).toBeVisible();
  // A visitor who has not answered the consent panel yet.
  await page.evaluate(() => localStorage.removeItem('cookiesSettings'));
  await page.reload();
  const consent = page.getByRole('region', { name: 'Your privacy' });
  await expect(consent).toBeVisible();
  await expect(notNow).toBeVisible();

  // Reached with the keyboard, the button is scrolled clear of the panel...
  await page.keyboard.press('Tab');
  for (let presses = 0; presses < 40; presses += 1) {
    if (await notNow.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(notNow).toBeFocused();
  const below = async () => {
    const [button, panel] = [await notNow.boundingBox(), await consent.boundingBox()];
    expect(button && panel).toBeTruthy();
    return (panel?.y ?? 0) - ((button?.y ?? 0) + (button?.height ?? 0));
  };
  expect(await below()).toBeGreaterThan(0);
  // ...and so it is at the very end of the page, where scrolling stops.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await below()).toBeGreaterThan(0);
  // What is under the button's centre is the button itself, so a click reaches it.
  const hit = await notNow.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && button.contains(top);
  });
  expect(hit).toBe(true);
  await notNow.click();
  await expect(page).toHaveURL(/\/(quiverGraphCloudDatabase|dashboard)$/);
  await expect(consent).toBeVisible();
});
