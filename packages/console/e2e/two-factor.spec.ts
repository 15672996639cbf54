// Two-factor authentication: turned on from the tip after sign-up with a code computed from the key
// shown, then required at the next sign-in.
import { expect, expectNoAxeViolations, logIn, newAccount, register, test } from './fixtures.ts';
import { totpCode } from './totp.ts';

test('turn on two-factor from the tip, then sign in with a code', async ({ page, request }) => {
  const account = newAccount();
  await register(page, request, account);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(
    page.getByRole('heading', { name: 'Protect your account with two-factor authentication' }),
  ).toBeVisible();

  const key = await page
    .getByText("Can't scan? Enter this key:")
    .locator('xpath=..')
    .locator('code')
    .innerText();
  await page.getByLabel('6-digit code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  // The toast's title, read with its tone as a screen reader hears it. Radix also mirrors the text
  // into a transient live region for the announcement, so a bare text match can find two elements.
  await expect(
    page.getByText('Success: Two-factor authentication is on.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/(quiverGraphCloudDatabase|dashboard)$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, account);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expectNoAxeViolations(page);
  // A code is accepted once: the next step's code (within the server's tolerance) is a fresh one.
  await page.getByLabel('Authentication code').fill(totpCode(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Signed in: inside the layout, and never offered the two-factor tip again.
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/(login|MFATip)/);
});
