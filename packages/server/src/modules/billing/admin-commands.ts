// The admin command's billing verbs (src/admin.ts): grant, list and void credits; list bills, close
// an account's open period early, void a bill, close every ended period now. Input is checked
// before anything is written, and every refusal says what to type instead.
import { parseArgs } from 'node:util';
import { instanceKinds, type InstanceKind } from '@quiver/validation';
import { Refusal } from '../../errors.ts';
import { formatDollars, parseDollars } from '../catalogue/admin-commands.ts';
import type { BillingPeriodService } from './period-close.ts';

export const billingHelp = `Billing (amounts in dollars, stored as integer micro-dollars):
  credit grant <email> <dollars> --name <text> --expires YYYY-MM-DD [--products BLAZE,POWERHOUSE,MANAGER]
                                          Grant a credit (all products unless --products). It pays
                                          bills closed while it is valid, soonest-expiring first.
  credit list <email>                     An account's credits: status, used, left, expiry.
  credit void <credit-id>                 Void a credit: it pays no further bill.
  bill list <email>                       An account's bills: period, status, amounts.
  bill close <email>                      Close the account's open period now (its bill becomes
                                          UNPAID, or PAID when nothing is due); later usage goes
                                          to a new bill.
  bill void <serial-or-id>                Void a bill not yet paid (CANCELED); its credits return.
  bill close-due                          Close every bill whose period has ended (the monthly task
                                          does this by itself).`;

export const billingVerbs = ['credit', 'bill'] as const;

const actor = 'admin';

function expiryOf(text: string | undefined, now: Date): Date {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text))
    throw new Refusal('--expires needs a date as YYYY-MM-DD (the credit ends at its start, UTC).');
  const expires = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(expires.getTime()) || expires.toISOString().slice(0, 10) !== text)
    throw new Refusal(`${text} is not a calendar date: use YYYY-MM-DD.`);
  if (expires <= now) throw new Refusal('--expires must be a date in the future.');
  return expires;
}

function productsOf(text: string | undefined): InstanceKind[] {
  if (text === undefined) return [...instanceKinds];
  const products = text
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
  const unknown = products.filter(
    (product) => !(instanceKinds as readonly string[]).includes(product),
  );
  if (products.length === 0 || unknown.length > 0)
    throw new Refusal(
      `Unknown product ${unknown.join(', ') || '(none)'}: use ${instanceKinds.join(', ')}, comma-separated.`,
    );
  return [...new Set(products)] as InstanceKind[];
}

function money(micros: number): string {
  return formatDollars(micros);
}

/** Runs one billing verb; answers the text to print. */
export async function runBillingCommand(
  args: readonly string[],
  periods: BillingPeriodService,
  now: Date,
): Promise<string> {
  const [noun, verb, ...rest] = args;
  if (noun === 'credit' && verb === 'grant') {
    const { values, positionals } = parseArgs({
      args: rest,
      options: {
        name: { type: 'string' },
        expires: { type: 'string' },
        products: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const [email, dollars] = positionals;
    if (!email || !dollars || positionals.length > 2)
      throw new Refusal(
        'credit grant needs an e-mail address and an amount in dollars, e.g. credit grant ada@example.com 25 --name Welcome --expires 2027-01-01.',
      );
    const amountMicros = parseDollars(dollars);
    if (amountMicros === undefined || amountMicros <= 0 || amountMicros > 1_000_000 * 1_000_000)
      throw new Refusal(
        `${dollars} is not an amount: give dollars above 0 with at most 6 decimals, e.g. 25 or 12.50.`,
      );
    const name = values.name?.trim();
    if (!name || name.length > 100)
      throw new Refusal('--name needs a name of 1 to 100 characters.');
    const expiresAt = expiryOf(values.expires, now);
    const products = productsOf(values.products);
    const user = await periods.accountByEmail(email);
    const credit = await periods.grantCredit({
      userId: user.id,
      name,
      amountMicros,
      expiresAt,
      products,
    });
    return `Granted ${money(credit.amountMicros)} "${credit.name}" to ${user.email} (credit ${credit.id}), for ${credit.products.join(', ')}, until ${values.expires}.`;
  }
  if (noun === 'credit' && verb === 'list') {
    const email = rest[0];
    if (!email) throw new Refusal('credit list needs an e-mail address.');
    const user = await periods.accountByEmail(email);
    const credits = await periods.creditsOf(user.id);
    if (credits.length === 0) return `${user.email} has no credits.`;
    return credits
      .map(
        (credit) =>
          `${credit.id}  ${credit.status.padEnd(7)}  ${money(credit.amountMicros)} used ${money(credit.usedMicros)} left ${money(credit.remainsMicros)}  expires ${credit.expiresAt.slice(0, 10)}  ${credit.products.join(',')}  ${credit.name}`,
      )
      .join('\n');
  }
  if (noun === 'credit' && verb === 'void') {
    const creditId = rest[0];
    if (!creditId || !/^[0-9a-f-]{36}$/i.test(creditId))
      throw new Refusal('credit void needs a credit id (see credit list).');
    const credit = await periods.voidCredit(creditId);
    return `Voided credit ${credit.id} ("${credit.name}").`;
  }
  if (noun === 'bill' && verb === 'list') {
    const email = rest[0];
    if (!email) throw new Refusal('bill list needs an e-mail address.');
    const user = await periods.accountByEmail(email);
    const bills = await periods.billsOf(user.id);
    if (bills.items.length === 0) return `${user.email} has no bills.`;
    return bills.items
      .map(
        (bill) =>
          `${bill.serialNumber}  ${bill.status.padEnd(8)}  ${bill.periodStart.toISOString()} to ${bill.periodEnd.toISOString()}  subtotal ${money(bill.subtotalMicros)} credit ${money(bill.creditMicros)} due ${money(bill.amountDueMicros)}`,
      )
      .join('\n');
  }
  if (noun === 'bill' && verb === 'close' && rest[0] !== undefined) {
    const user = await periods.accountByEmail(rest[0]);
    const bill = await periods.closeEarly(user.id, actor);
    if (!bill) return `${user.email} has nothing billed in the open period: nothing to close.`;
    return `Closed ${bill.serialNumber} of ${user.email}: ${bill.status}, amount due ${money(bill.amountDueMicros)}.`;
  }
  if (noun === 'bill' && verb === 'close-due') {
    const closed = await periods.closeDueBills(actor);
    return `Closed ${closed} bill(s) whose period had ended.`;
  }
  if (noun === 'bill' && verb === 'void') {
    const reference = rest[0];
    if (!reference)
      throw new Refusal('bill void needs a bill serial number or id (see bill list).');
    const bill = await periods.voidBill((await periods.billBySerialOrId(reference)).id, actor);
    return `Voided ${bill.serialNumber}: CANCELED.`;
  }
  throw new Refusal(`Unknown billing command: ${args.join(' ')}.\n\n${billingHelp}`);
}
