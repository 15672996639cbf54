// Routing: an unknown path shows a not-found screen inside the layout, the staff-only VPC screens send
// customers home and open for staff (verified addresses on the staff domain), /maintain stands alone.
import { expect, expectNoAxeViolations, newAccount, signedInNewAccount, test } from './fixtures.ts';

test('an unknown path shows a not-found screen inside the layout', async ({ page, request }) => {
  await signedInNewAccount(page, request);
  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/screen$/);
  await expectNoAxeViolations(page);
});

test('a customer opening /VPC-Network is sent to /', async ({ page, request }) => {
  await signedInNewAccount(page, request);
  await expect(page.getByRole('link', { name: 'VPC Network' })).toHaveCount(0);
  await page.goto('/VPC-Network');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
});

test('staff see and open the VPC network screens', async ({ page, request }) => {
  const staff = { ...newAccount(), email: `e2e-staff-${Date.now()}@quiver.dev` };
  await signedInNewAccount(page, request, staff);
  await page.getByRole('link', { name: 'VPC Network' }).click();
  await expect(page).toHaveURL(/\/VPC-Network$/);
  await expect(page.getByRole('heading', { name: 'VPC network' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/maintain stands outside the layout with the footer and cookie panel of every screen', async ({
  page,
}) => {
  await page.goto('/maintain');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept all cookies' })).toBeVisible();
});
