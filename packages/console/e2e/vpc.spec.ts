// The VPC network of a region (/VPC-Network, /VPC-Network/Configure; issue 15) against the real
// server: provider staff (a verified address on the staff domain, STAFF_EMAIL_DOMAIN=quiver.dev in
// the global setup) set a region's network in the console; a customer is sent home by the console
// and refused by the server; a customer's new instance in a region made private-only may allow
// private sources only (the wizard shows the server's refusal on the field). Each test uses a
// region no other spec touches, so the parallel specs never see these settings.
import type { Page } from '@playwright/test';
import {
  addCardThroughApi,
  apiData,
  registerThroughApi,
  signInThroughApi,
  staffEmail,
} from './api-setup.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const v1 = '/api/dbaas/v1';

/** Picks `option` in the select labelled `label` (Radix Select: a combobox and a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('combobox', { name: label })).toContainText(option);
}

test('staff set the network of a region in the console', async ({
  page,
  request,
  clientAddress,
}) => {
  const email = staffEmail();
  await signInThroughApi(page, request, clientAddress, { email });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'VPC Network' }).click();
  await expect(page.getByRole('heading', { name: 'VPC network', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Networks by region' });
  await expect(table).toContainText('Japan East (Tokyo)');
  await expectNoAxeViolations(page);

  await table.getByRole('link', { name: 'Configure Japan East (Tokyo) (Microsoft Azure)' }).click();
  await expect(page).toHaveURL(/\/VPC-Network\/Configure\?vendor=azure&region=japaneast$/);
  const vpc = page.getByRole('textbox', { name: 'VPC block (CIDR)' });
  const subnet = page.getByRole('textbox', { name: 'Subnet (CIDR)' });
  // The form shows once the region's network is read. A subnet other than the one saved there: on
  // a server where this test ran before (a retry), saving the same values again would change
  // nothing, and Save stays disabled for a form with no change.
  await expect(subnet).toBeVisible();
  const chosenSubnet =
    (await subnet.inputValue()) === '10.60.4.0/22' ? '10.60.8.0/22' : '10.60.4.0/22';
  await vpc.fill('10.60.0.0/16');
  await subnet.fill('10.70.0.0/24');
  await page.getByRole('button', { name: 'Save network' }).click();
  await expect(page.getByText('The subnet must lie inside the VPC block.')).toBeVisible();
  await expect(subnet).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await subnet.fill(chosenSubnet);
  await page.getByRole('checkbox', { name: 'Reachable from the internet' }).uncheck();
  await page.getByRole('button', { name: 'Save network' }).click();
  // The toast's title, read with its tone (Radix mirrors it into a live region too).
  await expect(
    page.getByText(/^Success: The network of Japan East \(Tokyo\) is saved as revision \d+\.$/),
  ).toBeVisible();
  await expect(page.getByText(new RegExp(`Revision \\d+, saved by ${email}`))).toBeVisible();

  await page.getByRole('link', { name: 'All regions' }).click();
  const row = page
    .getByRole('table', { name: 'Networks by region' })
    .getByRole('row')
    .filter({ hasText: 'Japan East (Tokyo)' });
  await expect(row).toContainText(chosenSubnet);
  await expect(row).toContainText('Private only');
});

test('a customer is sent home by the console and refused by the server', async ({
  page,
  request,
  clientAddress,
}) => {
  const session = await signInThroughApi(page, request, clientAddress);
  for (const path of ['/VPC-Network', '/VPC-Network/Configure?vendor=azure&region=japaneast']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'VPC Network' })).toHaveCount(0);
  }

  const headers = {
    Authorization: `Bearer ${session.accessToken}`,
    'x-forwarded-for': session.clientAddress,
  };
  for (const answer of [
    await request.get(`${v1}/vpc/network/list`, { headers }),
    await request.post(`${v1}/vpc/network/update`, {
      headers,
      data: {
        vendor: 'azure',
        region: 'japaneast',
        revision: 0,
        vpcCidr: '10.80.0.0/16',
        subnetCidr: '10.80.0.0/24',
        publicAccess: true,
      },
    }),
  ])
    expect(await answer.json()).toMatchObject({
      code: 1216,
      message: 'Only provider staff may do this.',
    });
});

test("a customer's new instance in a private-only region may allow private sources only", async ({
  page,
  request,
  clientAddress,
}) => {
  test.setTimeout(150_000);
  // Staff make Microsoft Azure's West Europe private-only (through the API: the screen has its
  // own test above).
  const staff = await registerThroughApi(request, `${clientAddress}`, { email: staffEmail() });
  const networks = await apiData<{ items: { vendor: string; region: string; revision: number }[] }>(
    request,
    staff,
    'GET',
    `${v1}/vpc/network/list`,
  );
  const westEurope = networks.items.find(
    (item) => item.vendor === 'azure' && item.region === 'westeurope',
  );
  await apiData(request, staff, 'POST', `${v1}/vpc/network/update`, {
    vendor: 'azure',
    region: 'westeurope',
    revision: westEurope?.revision ?? 0,
    vpcCidr: '10.90.0.0/16',
    subnetCidr: '10.90.0.0/20',
    publicAccess: false,
  });

  // A customer with a card on file creates a Standard instance there with a public address.
  const customer = await signInThroughApi(page, request, clientAddress);
  await addCardThroughApi(request, customer);
  await page.goto('/blaze/quiverGraphInstance');
  await page.getByRole('button', { name: 'Choose Standard' }).click();
  await choose(page, 'Cloud provider', 'Microsoft Azure');
  await choose(page, 'Region', 'West Europe (Netherlands)');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Instance name' }).fill('eu private');
  await page.getByRole('button', { name: 'Add IP address' }).click();
  await page.getByRole('textbox', { name: 'IP address 1' }).fill('203.0.113.7');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Root password', { exact: true }).fill('Graph#Root-2026');
  await page.getByLabel('Confirm root password').fill('Graph#Root-2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start' }).click();

  // The server refuses the public entry on its field; the wizard takes the customer there.
  await expect(page).toHaveURL(/\/blaze\/quiverGraphSetting$/);
  await expect(
    page.getByText(
      'This region accepts connections from private addresses only (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16).',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // A private range is accepted: the instance is created.
  await page.getByRole('textbox', { name: 'IP address 1' }).fill('10.1.0.0/16');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Root password', { exact: true }).fill('Graph#Root-2026');
  await page.getByLabel('Confirm root password').fill('Graph#Root-2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/blaze\/quiverGraphDetail\?id=[0-9a-f-]{36}$/);
});
