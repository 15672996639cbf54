// Shared steps of the end-to-end tests: a fresh client address per test (the server trusts
// X-Forwarded-For here, so each test has its own sign-in rate limit), unique accounts, the dev
// mailbox read over HTTP, and an axe check of the page as it stands.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** An account's sign-in data; every test makes its own so tests never share state. */
export interface Account {
  email: string;
  password: string;
}

export function newAccount(): Account {
  return { email: `e2e-${randomUUID().slice(0, 12)}@example.com`, password: 'Graph-Walk-2026' };
}

let clientCounter = 0;

export const test = base.extend<{ clientAddress: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  clientAddress: async ({}, provide, testInfo) => {
    clientCounter += 1;
    const worker = testInfo.workerIndex % 250;
    await provide(`10.${worker}.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`);
  },
  page: async ({ page, clientAddress }, provide) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress });
    await provide(page);
  },
});
export { expect };

/** The newest e-mailed code for an address, from the server's dev mailbox. */
export async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { data?: Array<{ code?: string | null }> };
      code = body.data?.find((mail) => mail.code)?.code ?? undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** Runs axe on the page and fails with the rule ids and targets of every violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol: a <script> tag would be refused by the server's CSP
  // (no inline scripts), which is what the console must live with too.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A dialog fading in is half transparent: contrast is judged on what settles, so wait for the
  // finite animations and transitions running now (spinners and skeleton pulses never end).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe;
    const results = await axe.run();
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations, `axe on ${page.url()}`).toEqual([]);
}

interface AxeResults {
  violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>;
}

/** Signs up through the register screen with the code from the dev mailbox. */
export async function register(page: Page, request: APIRequestContext, account: Account) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  // The consent banner is fixed at the bottom of the window: answer it first, as a visitor would.
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${account.email}`)).toBeVisible();
  await page.getByLabel('Verification code').fill(await mailedCode(request, account.email));
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Signs in through the login screen. */
export async function logIn(page: Page, account: Account) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A new account signed in through the login screen, moved on to the dashboard. */
export async function signedInNewAccount(
  page: Page,
  request: APIRequestContext,
  account: Account = newAccount(),
): Promise<Account> {
  await register(page, request, account);
  await expect(page.getByRole('heading', { name: 'Tell us about your project' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(
    page.getByRole('heading', { name: 'Protect your account with two-factor authentication' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/(quiverGraphCloudDatabase|dashboard)$/);
  return account;
}

/** Chooses an action from a resource's actions menu (a list row's or a page header's). */
export async function chooseAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Runs a statement in the query editor and waits for the result summary. */
export async function runStatement(page: Page, statement: string, summary: RegExp | string) {
  await page.getByRole('textbox', { name: 'Cypher statement' }).fill(statement);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: summary })).toBeVisible();
}

/**
 * Whether keyboard focus is inside `region` (or on it): after an action disables the control that
 * started it, focus must stay where the user was, never fall to the page's body.
 */
export function focusIsWithin(region: Locator): Promise<boolean> {
  return region.evaluate((element) => element.contains(document.activeElement));
}
