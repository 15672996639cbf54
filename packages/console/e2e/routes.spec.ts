// /maintain stands outside the layout with the footer and cookie panel of every screen. The signed-in
// routing rules have their specs beside the screens they concern: an unknown path (instances.spec.ts),
// the staff-only VPC screens for customers and staff (vpc.spec.ts).
import { expect, test } from './fixtures.ts';

test('/maintain stands outside the layout with the footer and cookie panel of every screen', async ({
  page,
}) => {
  await page.goto('/maintain');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept all cookies' })).toBeVisible();
});
