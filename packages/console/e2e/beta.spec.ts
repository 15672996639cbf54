// The beta gate (spec sections 1 and 4, DECISIONS.md): on a beta-gated service a new account waits
// in review. The customer learns why on the dashboard, applies for access on the help page, and
// finds the application still in review after a reload, never the form again.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { signInThroughApi } from './api-setup.ts';

test.describe('a beta-gated service', () => {
  const betaUrl = process.env.QUIVER_E2E_BETA_URL;
  test.skip(!betaUrl, 'needs the beta-gated server of the global setup');
  test.use({ baseURL: betaUrl });

  test('a new account in review applies for access and its application outlives a reload', async ({
    page,
    request,
    clientAddress,
  }) => {
    await signInThroughApi(page, request, clientAddress);
    await page.goto('/');
    const inReview = page.getByRole('status').filter({ hasText: 'Your application is in review' });
    await expect(inReview).toBeVisible();
    await inReview.getByRole('link', { name: 'About the application review' }).click();
    await expect(page).toHaveURL(/\/help$/);

    await expect(page.getByRole('heading', { name: 'Access to the beta' })).toBeVisible();
    const apply = page.getByRole('button', { name: 'Apply for access' });
    const useCase = page.getByRole('textbox', { name: /What do you want to build\?/ });
    // The use case is asked for: an empty one is refused in place, and nothing is sent.
    await apply.click();
    await expect(useCase).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: 'Company (optional)' }).fill('Acme Graphs');
    await useCase.fill('A fraud graph over payments and devices.');
    await expectNoAxeViolations(page);
    await apply.click();
    const review = page
      .getByRole('status')
      .filter({ hasText: /^Your application of .+ is in review/ });
    await expect(review).toBeVisible();
    await expect(apply).toHaveCount(0);

    // The server remembers the application: a reload shows it in review, not the form again.
    await page.reload();
    await expect(review).toBeVisible();
    await expect(apply).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
