// Two-factor authentication: turned on from the tip after sign-up with a code computed from the key
// shown, then required at the next sign-in.
import { expect, expectNoAxeViolations, logIn, newAccount, register, test } from './fixtures.ts';
import { totpCode } from './totp.ts';

test('turn on two-factor from the tip, then sign in with a code', async ({
  page,
  context,
  request,
}) => {
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
  // Pasted as an authenticator app copies it, with a space in the middle: every box fills.
  const code = totpCode(key);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(
    (text) => navigator.clipboard.writeText(text),
    `${code.slice(0, 3)} ${code.slice(3)}`,
  );
  const field = page.getByLabel('6-digit code');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(code);
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
  // A wrong code is refused in place: the field is marked and described by the spec's message.
  const codeField = page.getByLabel('Authentication code');
  const recent = [-1, 0, 1, 2].map((offset) => totpCode(key, offset));
  const wrong = ['000000', '111111', '222222'].find((candidate) => !recent.includes(candidate));
  await codeField.fill(wrong ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription('Incorrect security code.');
  await expect(codeField).toBeFocused();
  // Two more wrong codes: the third wrong try of the window warns before the server's lock.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(codeField).toBeFocused();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You have 2 more tries before sign-in' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // A code is accepted once: the next step's code (within the server's tolerance) is a fresh one.
  await page.getByLabel('Authentication code').fill(totpCode(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Signed in: inside the layout, and never offered the two-factor tip again.
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/(login|MFATip)/);
});
