// axe on every route of spec section 2 ({brand} = quiver), as the visitor and as a signed-in
// customer, with the notice and the consent panel on screen; and on the account tabs and dialogs.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mailedCode, newAccount, test } from './fixtures.ts';

const publicRoutes = ['/login', '/register', '/maintain', '/login?githubLoginFailed=1'];

const layoutRoutes = [
  '/',
  '/dashboard',
  '/questionnaire',
  '/MFATip',
  '/quiverGraphInstanceManagement',
  '/quiverGraphCloudDatabase',
  '/blaze/quiverGraphInstance',
  '/blaze/quiverGraphSetting',
  '/blaze/quiverGraphAccount',
  '/blaze/quiverGraphReview',
  '/blaze/quiverGraphConfigurations',
  '/blaze/quiverGraphDetail',
  '/blaze/quiverGraphCLI',
  // Without an id the cluster pages say "Cluster not found"; with a cluster they are checked in
  // powerhouse.spec.ts, each screen as it stands.
  '/powerhouse/createInstance',
  '/powerhouse/createInstanceSetting',
  '/powerhouse/quiverGraphConfigurations',
  '/powerhouse/quiverGraphDetail',
  '/powerhouse/backup',
  '/manager/createInstance',
  '/manager/createInstanceSetting',
  '/manager/configurations',
  '/billings',
  '/billingsDetail',
  '/help',
  '/accounts',
  '/accounts?tab=security',
  '/accounts?tab=api-keys',
  '/accounts?tab=linked',
];

/** Provider staff's routes (spec section 6): open to a verified address on the staff domain. */
const staffRoutes = [
  '/VPC-Network',
  '/VPC-Network/Configure',
  '/VPC-Network/Configure?vendor=aws&region=us-east-1',
];

/** A new account through the API (sign-up itself is walked in onboarding.spec.ts), signed in. */
async function signIn(
  page: Page,
  request: APIRequestContext,
  clientAddress: string,
  email = newAccount().email,
) {
  const account = { ...newAccount(), email };
  const api = '/api/dbaas/v1';
  const headers = { 'x-forwarded-for': clientAddress };
  await request.post(`${api}/auth/email/captcha`, {
    headers,
    data: { email: account.email, purpose: 'register' },
  });
  const registered = await request.post(`${api}/auth/register`, {
    headers,
    data: { ...account, emailCode: await mailedCode(request, account.email) },
  });
  const body = (await registered.json()) as {
    code: number;
    data: { accessToken: string; refreshToken: string };
  };
  expect(body.code).toBe(200);
  await page.addInitScript((tokens) => {
    if (localStorage.getItem('accessToken') !== null) return;
    localStorage.setItem('accessToken', tokens.accessToken);
    localStorage.setItem('refreshToken', tokens.refreshToken);
  }, body.data);
}

/** Opens a route and waits until its screen (not the loading fallback) is shown. */
async function open(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // /maintain stands alone (the service may be down): no notice to wait for there.
  if (route !== '/maintain')
    await expect(page.getByRole('button', { name: 'Close notice' })).toBeVisible();
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
}

test('axe finds no violation on the routes outside the layout', async ({ page }) => {
  for (const route of publicRoutes) {
    await open(page, route);
    await expectNoAxeViolations(page);
  }
});

// Two halves, so the two workers share them: the account and help screens with the first few,
// then the instance, cluster, Manager and billing screens.
const halves = [layoutRoutes.slice(0, 4).concat(layoutRoutes.slice(23)), layoutRoutes.slice(4, 23)];
for (const [index, routes] of halves.entries()) {
  test(`axe finds no violation on the routes inside the layout (${index + 1} of 2)`, async ({
    page,
    request,
    clientAddress,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, request, clientAddress);
    for (const route of routes) {
      await open(page, route);
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('axe finds no violation on the staff routes, as staff', async ({
  page,
  request,
  clientAddress,
}) => {
  await signIn(page, request, clientAddress, `e2e-staff-${Date.now()}@quiver.dev`);
  for (const route of staffRoutes) {
    await open(page, route);
    await expect(page.getByRole('link', { name: 'VPC Network' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('axe finds no violation in the account dialogs and forms', async ({
  page,
  request,
  clientAddress,
}) => {
  await signIn(page, request, clientAddress);
  await open(page, '/accounts?tab=security');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'API keys' }).click();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create API key' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('ci pipeline');
  await dialog.getByRole('button', { name: 'Create API key' }).click();
  await expect(page.getByRole('dialog', { name: 'Copy your new API key' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Closing before the key was copied warns once (the key cannot be shown again); then it closes.
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('alert').filter({ hasText: 'You have not copied the key' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close without copying' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // On a phone the list of keys scrolls in its own box: the page does not widen.
  await expect(page.getByRole('cell', { name: 'ci pipeline', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
});
