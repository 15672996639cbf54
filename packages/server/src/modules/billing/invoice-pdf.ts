// An invoice as a real PDF (pdfkit): who it is addressed to (the account's profile), the bill's
// usage lines by instance, the credit, balances carried, and what was paid. Amounts are shown as
// DECISIONS.md "Money" says (2 decimals, 4 for unit prices per hour, '<0.01' below a cent).
import { brand, type Bill, type Invoice, type UsageGroup } from '@quiver/contract';
import PDFDocument from 'pdfkit';
import { totalPrice, unitPrice } from '../catalogue/index.ts';

export interface InvoiceDocument {
  invoice: Invoice;
  bill: Bill;
  groups: UsageGroup[];
  credits: ReadonlyArray<{ name: string; amountMicros: number }>;
  account: {
    email: string;
    name: string | null;
    phone: string | null;
    address: string | null;
    city: string | null;
    postalCode: string | null;
    country: string | null;
  };
}

const day = (iso: string) => iso.slice(0, 10);
/** The period's last day: its end is excluded. */
const lastDay = (iso: string) =>
  new Date(new Date(iso).getTime() - 1000).toISOString().slice(0, 10);
const hours = (seconds: number) => (seconds / 3600).toFixed(4);

export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const { invoice, bill, account } = document;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoice.serialNumber}`, Author: brand.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(20).text(brand.name);
  pdf.font('Helvetica').fontSize(16).text(`Invoice ${invoice.serialNumber}`);
  pdf.moveDown(0.5).fontSize(10);
  pdf.text(`Issued: ${day(invoice.issuedAt)}`);
  pdf.text(`Bill: ${bill.serialNumber}`);
  pdf.text(`Billing period: ${day(bill.period.start)} to ${lastDay(bill.period.end)} (UTC)`);

  pdf.moveDown().font('Helvetica-Bold').text('Billed to');
  pdf.font('Helvetica');
  const addressLines = [
    account.name,
    account.address,
    [account.postalCode, account.city].filter(Boolean).join(' ') || null,
    account.country,
    account.email,
    account.phone,
  ].filter((line): line is string => Boolean(line));
  for (const line of addressLines) pdf.text(line);

  pdf.moveDown().font('Helvetica-Bold').text('Usage');
  pdf.font('Helvetica').fontSize(9);
  if (document.groups.length === 0) pdf.text('No usage in this period.');
  for (const group of document.groups) {
    pdf.moveDown(0.5).font('Helvetica-Bold').text(`${group.resourceName} (${group.kind})`);
    pdf.font('Helvetica');
    for (const line of group.lines) {
      const charge = line.chargeType === 'STORAGE' ? 'Storage' : 'Instance';
      const free = line.freeTier
        ? ` (free tier, list ${unitPrice(line.listUnitPriceMicros)}/hr)`
        : '';
      pdf.text(
        `${charge}: ${line.instanceName}, ${line.configuration}. ${hours(line.seconds)} h x ${unitPrice(line.unitPriceMicros)}/hr${free} = ${totalPrice(line.totalMicros)}`,
      );
    }
    pdf.text(`Total for ${group.resourceName}: ${totalPrice(group.totalMicros)}`);
  }

  pdf.moveDown().fontSize(10);
  pdf.text(`Subtotal: ${totalPrice(bill.subtotalMicros)}`);
  for (const credit of document.credits)
    pdf.text(`Credit "${credit.name}": -${totalPrice(credit.amountMicros)}`);
  if (bill.creditMicros > 0) pdf.text(`Credit applied: -${totalPrice(bill.creditMicros)}`);
  if (bill.carriedInMicros > 0)
    pdf.text(`Brought forward from earlier bills: ${totalPrice(bill.carriedInMicros)}`);
  pdf.text(`Amount due: ${totalPrice(bill.amountDueMicros)}`);
  if (bill.carriedOutMicros > 0)
    pdf.text(
      `Below the minimum card charge: ${totalPrice(bill.carriedOutMicros)} is carried to the next bill.`,
    );
  pdf.moveDown(0.5).font('Helvetica-Bold').fontSize(12);
  pdf.text(`Total paid: ${totalPrice(invoice.totalMicros)} USD`);
  pdf.font('Helvetica').fontSize(9).moveDown();
  pdf.text(
    `Paid on ${day(bill.paidAt ?? invoice.issuedAt)}. Billed per second in UTC calendar-month periods; amounts in US dollars.`,
  );
  pdf.end();
  return done;
}
