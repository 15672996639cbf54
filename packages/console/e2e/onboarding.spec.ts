// A newcomer's first visit: sign up with the e-mailed code, sign in, answer the questionnaire,
// skip the two-factor tip, land on the dashboard, then log out. axe checks every screen on the way.
import { expect, expectNoAxeViolations, logIn, newAccount, register, test } from './fixtures.ts';

test('register, log in, questionnaire, two-factor tip, dashboard, log out', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await register(page, request, account);

  // Registering answers a signed-in session; the questionnaire comes first for a new account.
  await expect(page.getByRole('heading', { name: 'Tell us about your project' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Log out and sign in again with the new password: the questionnaire is still due.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expectNoAxeViolations(page);
  await logIn(page, account);
  await expect(page.getByRole('heading', { name: 'Tell us about your project' })).toBeVisible();

  await page.getByRole('radio', { name: 'Developer' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Knowledge graph' }).check();
  await page.getByRole('checkbox', { name: 'Fraud detection' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'I am learning' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: "I don't know yet" }).check();
  await page.getByRole('button', { name: 'Finish' }).click();

  // An e-mail identity without two-factor is offered the two-factor tip next.
  await expect(
    page.getByRole('heading', { name: 'Protect your account with two-factor authentication' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/MFATip/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Not now' }).click();

  // Then the instance guide decides: the instance list (none yet) or the dashboard.
  await expect(page).toHaveURL(/\/(quiverGraphCloudDatabase|dashboard)$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Signed out, a screen inside the layout sends the visitor back to the login screen.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
