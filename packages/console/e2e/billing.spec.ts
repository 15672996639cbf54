// Issue 14 end to end, as a customer: a card added on /billings, a Standard instance (through the
// API, its subject is billing) running on the billing server's fast test clock, the running total
// moving on the dashboard and /billings, the period closed by the admin command (`bill close`, on
// the same PostgreSQL database), the bill paid in the browser with the sandbox card, and the
// invoice PDF downloaded and read back with pdf.js: its total is the one the console showed.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { activeInstance, apiData, signInThroughApi } from './api-setup.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const billingUrl = process.env.QUIVER_E2E_BILLING_URL;
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);

test.skip(!billingUrl, 'needs the billing server on PostgreSQL (see the global setup warning)');
test.use({ baseURL: billingUrl });
// About 30 s on an idle machine; a loaded CI machine (two cores, other specs beside it) takes three
// times as long, which is load, not a failure.
test.setTimeout(180_000);

/** Dollars shown in a text (`$1,234.56` → 1234.56); `<$0.01` reads as 0. */
function dollarsIn(text: string | null): number {
  const match = /\$([\d,]+\.\d{2})/.exec(text ?? '');
  if (!match?.[1] || (text ?? '').includes('<$')) return 0;
  return Number(match[1].replace(/,/g, ''));
}

async function dollarsOf(locator: Locator): Promise<number> {
  return dollarsIn(await locator.textContent());
}

/** What this spec uses of pdf.js (a devDependency of the server package, not installed here). */
interface PdfJs {
  getDocument(options: {
    data: Uint8Array;
    standardFontDataUrl: string;
    useSystemFonts: boolean;
    isEvalSupported: boolean;
  }): {
    promise: Promise<{
      numPages: number;
      getPage(number: number): Promise<{ getTextContent(): Promise<{ items: object[] }> }>;
      destroy(): Promise<void>;
    }>;
  };
}

/** The text of a PDF's pages, with the pdf.js the server's tests use (its devDependency). */
async function pdfText(path: string): Promise<string> {
  const fromServer = createRequire(`${repoRoot}packages/server/package.json`);
  const pdfjs = (await import(
    pathToFileURL(fromServer.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href
  )) as PdfJs;
  const fonts = fromServer.resolve('pdfjs-dist/package.json').replace(/package\.json$/, '');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(await readFile(path)),
    standardFontDataUrl: `${fonts}standard_fonts/`,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? String(item.str) : '')).join('\n'));
  }
  await document.destroy();
  return pages.join('\n');
}

/**
 * Waits for the notice banner, which the shell inserts above the page once its chunk loads: a
 * click made before it lands where the button was, not where it is.
 */
async function noticeShown(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Close notice' })).toBeVisible();
}

/** `bill close <email>` of the server's admin command, on the billing server's database and clock. */
async function closePeriod(email: string, serverNow: string): Promise<string> {
  const adminEnv = JSON.parse(process.env.QUIVER_E2E_BILLING_ADMIN_ENV ?? '{}') as Record<
    string,
    string
  >;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/admin.ts', 'bill', 'close', email],
    {
      cwd: repoRoot,
      // The admin command's clock starts where the server's is now (it runs as fast), so the
      // period closes at the moment the console last showed, not at the clock's start.
      env: { ...process.env, ...adminEnv, CLOCK_START: serverNow },
      timeout: 60_000,
    },
  );
  return stdout;
}

/** How far a table's box scrolls sideways: 0 when its columns fit. */
function sidewaysScroll(table: Locator): Promise<number> {
  return table.evaluate((element) => {
    const box = element.closest('[data-slot="table"]') as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
}

test('a customer sees what an instance costs, pays the bill with the sandbox card and reads the invoice', async ({
  page,
  request,
  clientAddress,
}) => {
  const session = await signInThroughApi(page, request, clientAddress);

  // A card on file, added on /billings with the sandbox's test card.
  await page.goto('/billings');
  await expect(page.getByRole('heading', { level: 1, name: 'Billings' })).toBeVisible();
  await noticeShown(page);
  await page.getByRole('button', { name: 'Add a card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Add a card' });
  await expect(cardDialog.getByLabel('Name on card')).toBeVisible();
  await expectNoAxeViolations(page);
  await cardDialog.getByLabel('Name on card').fill('Ada Lovelace');
  await cardDialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cardDialog.getByLabel('Expiry month (MM)').fill('12');
  await cardDialog.getByLabel('Expiry year (YYYY)').fill('2030');
  await cardDialog.getByLabel('Security code (CVC)').fill('123');
  await cardDialog.getByRole('button', { name: 'Add card' }).click();
  await expect(cardDialog).toBeHidden();
  const cards = page.getByRole('table', { name: 'Payment methods' });
  await expect(cards.getByText('Visa ending 4242')).toBeVisible();
  await expect(cards.getByText('Default')).toBeVisible();

  // The catalogue's dearest Standard size, so a few seconds of the fast clock pass the payment
  // provider's minimum charge ($0.50): what is billed below it is carried, not charged.
  const name = `billed-${clientAddress.replace(/\./g, '')}`;
  await activeInstance(request, session, name, 'standard', 'dearest');

  // The running total on the dashboard, then larger on /billings.
  await page.goto('/dashboard');
  const monthCard = page.getByTestId('month-cost');
  await expect(monthCard.getByText(/Forecast for the month: \$/)).toBeVisible();
  const onDashboard = await dollarsOf(monthCard.locator('p').first());
  await noticeShown(page);
  await monthCard.getByRole('link', { name: 'View billings' }).click();
  const running = page.getByTestId('running-total');
  await expect.poll(async () => dollarsOf(running)).toBeGreaterThan(onDashboard);
  // Past the minimum charge with room to spare before the period closes.
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(running).not.toContainText('Loading');
        return dollarsOf(running);
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBeGreaterThan(1);
  const chart = page.getByRole('figure', { name: /^Cost per day, / });
  await expect(chart).toBeVisible();
  await noticeShown(page);
  await chart.getByRole('button', { name: 'Show the costs as a table' }).click();
  await expect(chart.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);

  // The provider closes the period (the admin command), at the server's present.
  const summary = await apiData<{ asOf: string }>(
    request,
    session,
    'GET',
    '/api/dbaas/v1/billing/summary',
  );
  await closePeriod(session.email, summary.asOf);

  // The closed bill is Unpaid; pay it with the card on file.
  await page.reload();
  await noticeShown(page);
  const bills = page.getByRole('table', { name: 'Bills' });
  const unpaidRow = bills.getByRole('row').filter({ hasText: 'Unpaid' });
  await expect(unpaidRow).toHaveCount(1);
  const due = await dollarsOf(unpaidRow.getByRole('cell').nth(4));
  expect(due).toBeGreaterThanOrEqual(0.5);
  const serial = (await unpaidRow.getByRole('link').textContent()) ?? '';

  // A small laptop (1024 px, the menu beside the page): the bills fit their box, with the amount
  // due and the way to pay; the subtotal, the credit and the payment date give way.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(bills.getByRole('columnheader', { name: 'Credit' })).toBeHidden();
  await expect(bills.getByRole('columnheader', { name: 'Amount due' })).toBeVisible();
  await expect(unpaidRow.getByRole('button', { name: `Pay bill ${serial} now` })).toBeVisible();
  expect(await sidewaysScroll(bills)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Its detail: usage lines of the instance, then back.
  await unpaidRow.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Bill ${serial}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to billings' }).click();

  await bills.getByRole('button', { name: `Pay bill ${serial} now` }).click();
  const payDialog = page.getByRole('dialog', { name: `Pay bill ${serial}` });
  await expect(
    payDialog.getByRole('radio', { name: /Visa ending 4242.*\(default\)/ }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
  await payDialog.getByRole('button', { name: /^Pay \$/ }).dblclick();
  await expect(payDialog).toBeHidden();
  // The double click paid once: one answer, said once.
  await expect(page.getByText(`Bill ${serial} is paid.`)).toHaveCount(1);
  const paidRow = bills.getByRole('row').filter({ hasText: serial });
  await expect(paidRow).toContainText('Paid');
  await expect(paidRow.getByRole('button', { name: /^Pay bill/ })).toHaveCount(0);

  // One invoice, for what was charged; its PDF says the same total.
  const invoices = page.getByRole('table', { name: 'Invoices' });
  const invoiceRow = invoices.getByRole('row').filter({ hasText: serial });
  await expect(invoiceRow).toHaveCount(1);
  const invoiceTotal = await dollarsOf(invoiceRow.getByRole('cell').nth(4));
  expect(invoiceTotal).toBe(due);
  // At 1024 px the invoices fit too: the bill's serial and the issue date give way.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(invoices.getByRole('columnheader', { name: 'Issued' })).toBeHidden();
  await expect(invoiceRow.getByRole('button', { name: /^Download invoice/ })).toBeVisible();
  expect(await sidewaysScroll(invoices)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  const download = page.waitForEvent('download');
  await invoiceRow.getByRole('button', { name: /^Download invoice/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  const text = await pdfText(await file.path());
  expect(text).toContain(serial);
  const totalPaid = /Total paid: (\$[\d,]+\.\d{2}) USD/.exec(text)?.[1] ?? '';
  expect(dollarsIn(totalPaid)).toBe(invoiceTotal);
});
