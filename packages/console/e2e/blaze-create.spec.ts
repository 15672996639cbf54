// The Blaze create wizard against the real server (issue 13): a new customer creates a Shared
// instance as a customer would (keyboard and mouse, by roles and labels) and lands on its detail
// while it starts; a sold-out region (the simulated clouds of the global setup) leads to a capacity
// request; a Standard instance without a card asks for one, refuses the declining sandbox card and
// starts with the good one; a Shared instance cloned from its actions menu becomes a Standard one
// with the source's settings and a password of its own. axe checks every step and dialog.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, register, newAccount, test } from './fixtures.ts';
import { addCardThroughApi, apiData, placement, signInThroughApi } from './api-setup.ts';

const api = '/api/dbaas/v1';
const wizard = '/blaze/quiverGraphInstance';
const rootPassword = 'Graph#Root-2026';

/** The status of an instance, asked with the page's own session (the detail screen may not show it yet). */
async function statusOf(page: Page, request: APIRequestContext, id: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await request.get(`${api}/instance/detail?instanceId=${id}`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  const body = (await response.json()) as { code: number; data?: { status: string } };
  return body.data?.status ?? `code ${body.code}`;
}

/** Picks `option` in the select labelled `label` (Radix Select: a combobox and a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('combobox', { name: label })).toContainText(option);
}

/** The Account step: the root password, twice, then on to the review. */
async function setRootPassword(page: Page) {
  await expect(page.getByRole('heading', { name: 'Account', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Root password', { exact: true }).fill(rootPassword);
  await page.getByLabel('Confirm root password').fill(rootPassword);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review', level: 2 })).toBeVisible();
}

/** A Standard instance's first step: provider and region chosen with the mouse. */
async function chooseStandard(page: Page, provider: string, region: string) {
  await page.goto(wizard);
  await page.getByRole('button', { name: 'Choose Standard' }).click();
  await choose(page, 'Cloud provider', provider);
  await choose(page, 'Region', region);
  await expect(page.getByRole('combobox', { name: 'Size' })).toContainText('4 vCPU, 16 GB memory');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
}

test('a new customer creates a Shared instance through the wizard and lands on its detail', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const account = newAccount();
  await register(page, request, account);
  // The questionnaire's answers (new to graphs, size unknown) point to Shared.
  await expect(page.getByRole('heading', { name: 'Tell us about your project' })).toBeVisible();
  await page.getByRole('radio', { name: 'Developer' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Knowledge graph' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'I am learning' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: "I don't know yet" }).check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/(quiverGraphCloudDatabase|dashboard)$/);

  await page.goto(wizard);
  await expect(
    page.getByRole('heading', { name: 'Create a Blaze instance', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shared chosen' })).toBeVisible();
  await expect(page.getByText(/We chose the edition from your answers/)).toBeVisible();
  // Its region and size are fixed: shown, not asked.
  await expect(page.getByText('2 vCPU, 8 GB memory, 40 GB storage')).toBeVisible();
  await expectNoAxeViolations(page);

  // The keyboard from here: Tab to Next, Enter.
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blaze\/quiverGraphSetting$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const name = page.getByRole('textbox', { name: 'Instance name' });
  await name.focus();
  await page.keyboard.type('my first graph');
  await expect(page.getByText('This name is available.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Listening port' })).toHaveValue('60061');
  await page.getByRole('button', { name: 'Add my IP' }).click();
  await expect(page.getByRole('textbox', { name: 'Description 1' })).toHaveValue('My IP address');
  await expectNoAxeViolations(page);
  await name.press('Enter');

  await setRootPassword(page);
  await expect(page.getByRole('region', { name: 'Settings' })).toContainText('my first graph');
  // The free tier (docs/decisions.md "Billing"): charged nothing, its list price said beside it.
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('Free');
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('$0.6100/hr');
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('$445.30');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start' }).click();

  await expect(page).toHaveURL(/\/blaze\/quiverGraphDetail\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  // The detail screen is the instance list's work (B1); the instance itself starts either way.
  const detailHeading = page.getByRole('heading', { name: 'my first graph' });
  if ((await detailHeading.count()) > 0) await expect(detailHeading).toBeVisible();
  await expect.poll(() => statusOf(page, request, id), { timeout: 60_000 }).toBe('RUNNING');
  // The draft went with the creation: the wizard starts afresh. The questionnaire points to
  // Shared again, but the account's free slot is now taken: the suggestion is withdrawn (nothing
  // chosen, the Shared card says why), and Standard goes on.
  await page.goto(wizard);
  await expect(page.getByText(/point to Shared, but your account's free/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Shared' })).toBeDisabled();
  await expect(
    page.getByRole('group', { name: 'Edition' }).getByText(freeSlotTaken).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /chosen$/ })).toHaveCount(0);
  await chooseStandard(page, 'Amazon Web Services', 'Europe (Ireland)');
  await expect(page.getByRole('textbox', { name: 'Instance name' })).toHaveValue('');
  // Once another edition is chosen, the Shared card cannot be chosen again and says why.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Choose Shared' })).toBeDisabled();
});

const freeSlotTaken = 'Only one free instance or cluster per account.';

test.describe('a sold-out region', () => {
  const simulatedUrl = process.env.QUIVER_E2E_SIMULATED_URL;
  test.skip(!simulatedUrl, 'needs the simulated-cloud server of the global setup');
  test.use({ baseURL: simulatedUrl });

  test('says so at Start and takes a capacity request', async ({
    page,
    request,
    clientAddress,
  }) => {
    await signInThroughApi(page, request, clientAddress);
    await chooseStandard(page, 'Google Cloud', 'Belgium (europe-west1)');
    await page.getByRole('textbox', { name: 'Instance name' }).fill('eu-graph');
    await page.getByRole('button', { name: 'Next' }).click();
    await setRootPassword(page);
    await page.getByRole('button', { name: 'Start' }).click();

    const soldOut = page.getByRole('alert').filter({ hasText: 'sold out' });
    await expect(soldOut).toContainText(
      'Instance sold out in this region: choose another region or submit a request.',
    );
    await expectNoAxeViolations(page);
    await soldOut.getByRole('button', { name: 'Submit a request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request capacity' });
    await expect(dialog).toContainText('Belgium (europe-west1)');
    await dialog.getByRole('textbox', { name: 'Number of instances' }).fill('2');
    await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Needed for a pilot.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Request sent')).toBeVisible();
    // Send went away with its form: the focus is on Done, not on the dialog's box.
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // Nothing was created, and what was typed is still there.
    await expect(page).toHaveURL(/\/blaze\/quiverGraphReview$/);
    await expect(page.getByRole('region', { name: 'Settings' })).toContainText('eu-graph');
  });
});

test('a Standard instance without a card asks for one, then starts', async ({
  page,
  request,
  clientAddress,
}) => {
  test.setTimeout(150_000);
  await signInThroughApi(page, request, clientAddress);
  await chooseStandard(page, 'Amazon Web Services', 'Europe (Ireland)');
  await page.getByRole('textbox', { name: 'Instance name' }).fill('orders');
  await page.getByRole('textbox', { name: 'Listening port' }).fill('60100');
  await page.getByRole('button', { name: 'Next' }).click();
  await setRootPassword(page);
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('$1.1400/hr');
  await page.getByRole('button', { name: 'Start' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
  await dialog.getByRole('textbox', { name: 'Expiry month (MM)' }).fill('12');
  await dialog
    .getByRole('textbox', { name: 'Expiry year (YYYY)' })
    .fill(String(new Date().getUTCFullYear() + 3));
  await dialog.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await dialog.getByRole('button', { name: 'Save card and start' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The card was declined: use another card.');
  await expectNoAxeViolations(page);

  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Save card and start' }).click();
  await expect(page).toHaveURL(/\/blaze\/quiverGraphDetail\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await expect.poll(() => statusOf(page, request, id), { timeout: 90_000 }).toBe('RUNNING');
});

test('a customer clones a Shared instance into a Standard one: its settings come along, its password does not', async ({
  page,
  request,
  clientAddress,
}) => {
  test.setTimeout(240_000);
  const session = await signInThroughApi(page, request, clientAddress);
  await addCardThroughApi(request, session);
  const source = await apiData<{ id: string }>(request, session, 'POST', `${api}/instance/create`, {
    edition: 'shared',
    ...(await placement(request, session, 'shared')),
    name: 'orders graph',
    allowedIps: [{ ip: '10.0.0.0/24', description: 'Office' }],
    logLevel: 2,
    rootPassword,
  });
  const statusOfSource = async () =>
    (
      await apiData<{ status: string }>(
        request,
        session,
        'GET',
        `${api}/instance/detail?instanceId=${source.id}`,
      )
    ).status;
  await expect.poll(statusOfSource, { timeout: 90_000 }).toBe('RUNNING');

  // From the source's detail, the actions menu's Clone opens the wizard with its settings.
  await page.goto(`/blaze/quiverGraphDetail?id=${source.id}`);
  await page.getByRole('button', { name: 'Actions for orders graph' }).click();
  await page.getByRole('menuitem', { name: 'Clone', exact: true }).click();
  await expect(page).toHaveURL(/\/blaze\/quiverGraphInstance/);
  // The source holds the account's free slot: a Shared clone cannot be, and Next says why.
  await expect(page.getByRole('button', { name: 'Shared chosen' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('group', { name: 'Edition' }).getByText(freeSlotTaken).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Choose Standard' }).click();
  await choose(page, 'Cloud provider', 'Amazon Web Services');
  await choose(page, 'Region', 'Europe (Ireland)');
  await expect(page.getByRole('combobox', { name: 'Size' })).toContainText('4 vCPU, 16 GB memory');
  await page.getByRole('button', { name: 'Next' }).click();

  // DECISIONS.md "Clone": the first four characters of the source's name, _C, six digits.
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Instance name' });
  await expect(name).toHaveValue(/^orde_C\d{6}$/);
  const cloneName = await name.inputValue();
  await expect(page.getByRole('textbox', { name: 'IP address 1' })).toHaveValue('10.0.0.0/24');
  await expect(page.getByRole('textbox', { name: 'Description 1' })).toHaveValue('Office');
  await expect(page.getByRole('combobox', { name: 'Log level' })).toContainText('2');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // The clone needs its own root password: the Account step asks for it.
  await expect(page.getByLabel('Root password', { exact: true })).toHaveValue('');
  await setRootPassword(page);
  await expect(page.getByRole('region', { name: 'Settings' })).toContainText(cloneName);
  await page.getByRole('button', { name: 'Start' }).click();

  await expect(page).toHaveURL(/\/blaze\/quiverGraphDetail\?id=[0-9a-f-]{36}$/);
  const cloneId = new URL(page.url()).searchParams.get('id') ?? '';
  expect(cloneId).not.toBe(source.id);
  await expect.poll(() => statusOf(page, request, cloneId), { timeout: 90_000 }).toBe('RUNNING');
  const clone = await apiData<{
    edition: string;
    allowedIps: { ip: string; description?: string }[];
    logLevel: number;
  }>(request, session, 'GET', `${api}/instance/detail?instanceId=${cloneId}`);
  expect(clone).toMatchObject({
    edition: 'standard',
    allowedIps: [{ ip: '10.0.0.0/24', description: 'Office' }],
    logLevel: 2,
  });
});
