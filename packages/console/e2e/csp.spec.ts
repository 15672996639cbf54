// The server's Content Security Policy (self-only scripts, no inline handlers, no eval) is met by
// the console itself: loading /login and /dashboard reports no violation at all.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInThroughApi } from './api-setup.ts';

/** Collects every `securitypolicyviolation` of the page from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the login screen loads without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src-attr 'none'");
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // The notice (server HTML, sanitised in the page) and the consent panel are on screen too.
  await expect(page.getByRole('button', { name: 'Close notice' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your privacy' })).toBeVisible();
  await page.getByLabel('E-mail').fill('someone@example.com');
  expect(await violations()).toEqual([]);
});

test('the dashboard loads without a CSP violation', async ({ page, request, clientAddress }) => {
  await signInThroughApi(page, request, clientAddress);
  const violations = await watchViolations(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close notice' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});
