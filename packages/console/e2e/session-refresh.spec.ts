// The access token expiring mid-session (spec section 4), against a server whose access tokens last
// 2 s (ACCESS_TOKEN_TTL=2): several calls leave with the expired token, the console makes exactly
// one refresh call, every call is retried and succeeds, and the user sees no error.
import type { Request, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInThroughApi } from './api-setup.ts';

const shortTtlUrl = process.env.QUIVER_E2E_SHORT_TTL_URL;
test.skip(!shortTtlUrl, 'needs the ACCESS_TOKEN_TTL=2 server of the global setup');
test.use({ baseURL: shortTtlUrl });

const api = '/api/dbaas/v1';

test('an access token expiring mid-session is refreshed once while several calls wait', async ({
  page,
  request,
  clientAddress,
}) => {
  // The page's clock runs normally but can be moved on, as if the user had been away.
  await page.clock.install();
  await signInThroughApi(page, request, clientAddress);
  await page.goto('/dashboard');
  // Open the account settings (the dashboard's answers stay cached), then let the token expire.
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByLabel('Name')).toBeVisible();
  const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  // The first token may have expired before the app started; let any toast of that close first.
  await expect(toasts).toHaveCount(0, { timeout: 10_000 });

  // Wait, on the server's clock, until the stored access token is refused as expired (411).
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  await expect
    .poll(
      async () => {
        const response = await request.get(`${api}/user/info`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { code: number }).code;
      },
      { intervals: [250] },
    )
    .toBe(411);

  // From here on, watch every API call the page makes.
  const refreshes: Request[] = [];
  const answers: Array<{ path: string; code: number }> = [];
  const pending: Array<Promise<void>> = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith(`${api}/auth/token/refresh`)) refreshes.push(sent);
  });
  page.on('response', (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/api/')) return;
    pending.push(
      response
        .json()
        .then((body: { code: number }) => {
          answers.push({ path, code: body.code });
        })
        .catch(() => {
          answers.push({ path, code: -1 });
        }),
    );
  });

  // Back after eleven minutes: every cached answer of the dashboard is stale, so opening it sends
  // its calls (user info, notice, instance count) at once, all with the expired token.
  await page.clock.fastForward('11:00');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const expired = () => answers.filter((answer) => answer.code === 411);
  // Several calls were in flight with the expired token...
  await expect
    .poll(() => expired().length, { message: JSON.stringify(answers) })
    .toBeGreaterThanOrEqual(2);
  // ...and each of them was answered 200 once retried.
  await expect
    .poll(() =>
      expired().every((refused) =>
        answers.some((answer) => answer.path === refused.path && answer.code === 200),
      ),
    )
    .toBe(true);
  await Promise.all(pending);
  expect(refreshes).toHaveLength(1);
  expect(answers.filter((answer) => answer.code !== 200 && answer.code !== 411)).toEqual([]);
  // No error shown, still signed in on the dashboard.
  await expect(toasts).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(token);
});
