// The meter's arithmetic (issue 14, "Tests"): random timelines of status, size and storage changes
// replayed with an injected clock, periods closed at random moments in between; every closed bill's
// subtotal equals the sum of its lines and equals the integral of the price over the running and
// stopped intervals, split at UTC month ends, to the micro-dollar; the running total the database
// sums equals the open bill's lines as the code merges them. Then the boundary cases: the last
// second of a month, a leap day, a resize and a stop in the same second.
import { meteredAs, type MeterClass } from '@quiver/contract';
import type { InstanceStatus } from '@quiver/validation';
import { and, asc, eq, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, meterIntervals, usageLines } from '../src/db/schema-billing.ts';
import { users } from '../src/db/schema.ts';
import { updateInstance } from '../src/jobs/store.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { insertInstance } from '../src/modules/instances/repo.ts';
import { skipSuite, startHarness, type Harness } from './helpers.ts';

const storageRate = 137;
const sizes = {
  'standard-4c16g': { hourly: 1_140_000, included: 50 },
  'standard-8c32g': { hourly: 2_280_000, included: 64 },
  'standard-16c64g': { hourly: 4_560_000, included: 128 },
} as const;
type SizeKey = keyof typeof sizes;

interface State {
  status: InstanceStatus;
  sizeKey: SizeKey;
  storageGb: number;
}

type Change =
  | { kind: 'status'; status: InstanceStatus }
  | { kind: 'size'; sizeKey: SizeKey }
  | { kind: 'storage'; addGb: number };

interface Step {
  gapSeconds: number;
  jitterMs: number;
  change: Change;
  /** Close the periods that have ended just before this change. */
  closeFirst: boolean;
}

const statuses = Object.keys(meteredAs) as InstanceStatus[];

/** What the test expects, computed its own way: seconds per month and line, then rounding. */
function expectedByMonth(start: Date, initial: State, steps: Step[], end: Date) {
  const months = new Map<string, Map<string, { seconds: number; price: number }>>();
  let state = initial;
  let previousClass: MeterClass = 'NONE';
  let at = Math.floor(start.getTime() / 1000);
  const classOf = (status: InstanceStatus, before: MeterClass): MeterClass => {
    const metered = meteredAs[status];
    return metered === 'PREVIOUS' ? before : metered;
  };
  let currentClass = classOf(state.status, previousClass);
  const add = (from: number, to: number) => {
    if (currentClass === 'NONE') return;
    const size = sizes[state.sizeKey];
    const price =
      currentClass === 'COMPUTE'
        ? size.hourly + Math.max(0, state.storageGb - size.included) * storageRate
        : state.storageGb * storageRate;
    let cursor = from;
    while (cursor < to) {
      const date = new Date(cursor * 1000);
      const monthEnd = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000;
      const pieceEnd = Math.min(to, monthEnd);
      const month = date.toISOString().slice(0, 7);
      const lines = months.get(month) ?? new Map();
      const key = `${currentClass}|${state.sizeKey}|${state.storageGb}|${price}`;
      const line = lines.get(key) ?? { seconds: 0, price };
      line.seconds += pieceEnd - cursor;
      lines.set(key, line);
      months.set(month, lines);
      cursor = pieceEnd;
    }
  };
  let clockMs = start.getTime();
  for (const step of steps) {
    clockMs += step.gapSeconds * 1000;
    const next = Math.floor((clockMs + step.jitterMs) / 1000);
    add(at, next);
    at = next;
    state = apply(state, step.change);
    previousClass = currentClass;
    currentClass = classOf(state.status, previousClass);
  }
  add(at, Math.floor(end.getTime() / 1000));
  const totals = new Map<string, number>();
  for (const [month, lines] of months) {
    let total = 0;
    for (const line of lines.values())
      total += Number((BigInt(line.price) * BigInt(line.seconds) + 1800n) / 3600n);
    totals.set(month, total);
  }
  return totals;
}

function apply(state: State, change: Change): State {
  if (change.kind === 'status') return { ...state, status: change.status };
  if (change.kind === 'size')
    return {
      ...state,
      sizeKey: change.sizeKey,
      storageGb: Math.max(state.storageGb, sizes[change.sizeKey].included),
    };
  return { ...state, storageGb: Math.min(4096, state.storageGb + change.addGb) };
}

const change: fc.Arbitrary<Change> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(...statuses).map((status) => ({ kind: 'status' as const, status })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...(Object.keys(sizes) as SizeKey[]))
      .map((sizeKey) => ({ kind: 'size' as const, sizeKey })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 500 })
      .map((addGb) => ({ kind: 'storage' as const, addGb })),
  },
);

const step: fc.Arbitrary<Step> = fc.record({
  gapSeconds: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 120 }),
    fc.integer({ min: 1, max: 40 * 86_400 }),
  ),
  jitterMs: fc.integer({ min: 0, max: 999 }),
  change,
  closeFirst: fc.boolean(),
});

describe.skipIf(skipSuite)('the meter', () => {
  let h: Harness;
  const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
  let counter = 0;

  beforeAll(async () => {
    h = await startHarness({}, undefined, { clock });
  });
  afterAll(async () => {
    await h.close();
  });

  const db = () => h.database.db;

  async function newInstance(at: Date, state: State): Promise<{ userId: string; id: string }> {
    counter += 1;
    const [user] = await db()
      .insert(users)
      .values({ email: `meter.${Date.now()}.${counter}@example.com`, identityType: 'email' })
      .returning({ id: users.id });
    const userId = user?.id ?? '';
    const row = await db().transaction((tx) =>
      insertInstance(tx, {
        userId,
        name: `m${counter}`,
        status: state.status,
        kind: 'BLAZE',
        type: 'STANDARD',
        edition: 'standard',
        sizeKey: state.sizeKey,
        storageGb: state.storageGb,
        createdAt: at,
        updatedAt: at,
      }),
    );
    return { userId, id: row.id };
  }

  const costOf = (hourly: number, seconds: number) =>
    Number((BigInt(hourly) * BigInt(seconds) + 1800n) / 3600n);

  async function expectSummaryMatchesDetail(userId: string, at: Date) {
    clock.set(at);
    const summary = await h.app.services.billing.summary(userId);
    if (summary.billId === null) return;
    const open = await h.app.services.billing.billDetail(userId, summary.billId);
    expect(summary.runningTotalMicros).toBe(open.subtotalMicros);
    expect(summary.listRunningTotalMicros).toBe(open.listSubtotalMicros);
  }

  async function closeUntil(at: Date) {
    clock.set(at);
    await h.app.services.billingPeriods.closeDueBills('test');
  }

  /** Closed bills by month (YYYY-MM of their period start), with their lines' amounts summed. */
  async function closedBills(userId: string) {
    const rows = await db()
      .select()
      .from(bills)
      .where(and(eq(bills.userId, userId), ne(bills.status, 'PENDING')))
      .orderBy(asc(bills.periodStart));
    const result = new Map<string, { subtotal: number; linesTotal: number }>();
    for (const bill of rows) {
      const lines = await db().select().from(usageLines).where(eq(usageLines.billId, bill.id));
      const linesTotal = lines.reduce(
        (sum, line) => sum + costOf(line.unitPriceMicros, line.seconds),
        0,
      );
      result.set(bill.periodStart.toISOString().slice(0, 7), {
        subtotal: bill.subtotalMicros,
        linesTotal,
      });
    }
    return result;
  }

  it('bills every second of a random timeline once, split at month ends, rounded once per line', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: Date.UTC(2026, 0, 1) / 1000, max: Date.UTC(2028, 11, 1) / 1000 }),
        fc.constantFrom(...(Object.keys(sizes) as SizeKey[])),
        fc.array(step, { minLength: 1, maxLength: 20 }),
        async (startSeconds, sizeKey, steps) => {
          const start = new Date(startSeconds * 1000);
          const initial: State = {
            status: 'CREATING',
            sizeKey,
            storageGb: sizes[sizeKey].included,
          };
          const { userId, id } = await newInstance(start, initial);
          let state = initial;
          let now = start.getTime();
          for (const one of steps) {
            now += one.gapSeconds * 1000;
            const at = new Date(now + one.jitterMs);
            if (one.closeFirst) await closeUntil(at);
            state = apply(state, one.change);
            await updateInstance(db(), id, { ...state, updatedAt: at });
            // After every change, a second later: the running total summed in the database (the
            // summary, from each line's stored amount and the open interval's `line_seconds`)
            // equals the open bill's lines merged and rounded in code (its detail).
            await expectSummaryMatchesDetail(userId, new Date(now + 1000));
          }
          // The stored amount of every line is its seconds at its price, rounded once.
          const lines = await db()
            .select({ line: usageLines })
            .from(usageLines)
            .innerJoin(bills, eq(bills.id, usageLines.billId))
            .where(eq(bills.userId, userId));
          for (const { line } of lines) {
            expect(line.amountMicros).toBe(costOf(line.unitPriceMicros, line.seconds));
            expect(line.listAmountMicros).toBe(costOf(line.listUnitPriceMicros, line.seconds));
          }
          // Close every month the timeline touched.
          const last = new Date(now + 1000);
          const end = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 1));
          await closeUntil(new Date(end.getTime() + 1000));
          const expected = expectedByMonth(start, initial, steps, end);
          const actual = await closedBills(userId);
          for (const [month, bill] of actual) expect(bill.subtotal, month).toBe(bill.linesTotal);
          const nonZero = (totals: Map<string, number>) =>
            [...totals].filter(([, total]) => total > 0).sort(([a], [b]) => a.localeCompare(b));
          expect(
            nonZero(new Map([...actual].map(([month, bill]) => [month, bill.subtotal]))),
          ).toEqual(nonZero(expected));
          // The intervals tile time: each ends where the next begins, one is open.
          const intervals = await db()
            .select()
            .from(meterIntervals)
            .where(eq(meterIntervals.instanceId, id))
            .orderBy(asc(meterIntervals.startedAt), asc(meterIntervals.endedAt));
          for (let index = 1; index < intervals.length; index += 1)
            expect(intervals[index - 1]?.endedAt).toEqual(intervals[index]?.startedAt);
          expect(intervals.filter((interval) => interval.endedAt === null)).toHaveLength(1);
        },
      ),
      { numRuns: 30 },
    );
  }, 240_000);

  async function scenario(
    startIso: string,
    changes: Array<[iso: string, Partial<State>]>,
    closeAt: string,
  ) {
    const initial: State = { status: 'RUNNING', sizeKey: 'standard-4c16g', storageGb: 50 };
    const { userId, id } = await newInstance(new Date(startIso), initial);
    for (const [iso, patch] of changes)
      await updateInstance(db(), id, { ...patch, updatedAt: new Date(iso) });
    await closeUntil(new Date(closeAt));
    const rows = await db()
      .select()
      .from(bills)
      .where(eq(bills.userId, userId))
      .orderBy(asc(bills.periodStart));
    // Period and seconds of each line (a tiny bill is settled PAID and carried: status aside).
    const result: Array<[string, boolean, number[]]> = [];
    for (const bill of rows) {
      const lines = await db().select().from(usageLines).where(eq(usageLines.billId, bill.id));
      result.push([
        bill.periodStart.toISOString(),
        bill.status !== 'PENDING',
        lines.map((line) => line.seconds).sort((a, b) => a - b),
      ]);
    }
    return result;
  }

  it('splits exactly at 23:59:59 on the last day of a month', async () => {
    expect(
      await scenario(
        '2026-03-31T23:59:59Z',
        [
          ['2026-04-01T00:00:01Z', { status: 'STOPPING' }],
          ['2026-04-01T00:00:01.900Z', { status: 'STOPPED' }],
        ],
        '2026-05-01T00:00:05Z',
      ),
    ).toEqual([
      ['2026-03-01T00:00:00.000Z', true, [1]],
      // April: 1 s running; STOPPING and STOPPED are storage until the end of the month.
      ['2026-04-01T00:00:00.000Z', true, [1, 30 * 86_400 - 1]],
      ['2026-05-01T00:00:00.000Z', false, []],
    ]);
  });

  it('counts a leap day in February', async () => {
    expect(
      await scenario(
        '2028-02-29T00:00:00Z',
        [['2028-03-01T00:00:01Z', { status: 'TERMINATED' }]],
        '2028-04-01T00:00:01Z',
      ),
    ).toEqual([
      ['2028-02-01T00:00:00.000Z', true, [86_400]],
      ['2028-03-01T00:00:00.000Z', true, [1]],
      // March's cents are carried to April's bill.
      ['2028-04-01T00:00:00.000Z', false, []],
    ]);
  });

  it('a resize and a stop in the same second leave no line of zero seconds', async () => {
    const result = await scenario(
      '2026-07-10T10:00:00Z',
      [
        ['2026-07-10T11:00:00.100Z', { status: 'STOPPING' }],
        ['2026-07-10T11:00:00.200Z', { status: 'STOPPED' }],
        ['2026-07-10T11:00:00.300Z', { status: 'CHANGING' }],
        ['2026-07-10T11:00:00.400Z', { sizeKey: 'standard-8c32g', storageGb: 64 }],
        ['2026-07-10T11:00:00.500Z', { status: 'STARTING' }],
        ['2026-07-10T11:00:00.600Z', { status: 'RUNNING' }],
        ['2026-07-10T12:00:00Z', { status: 'TERMINATED' }],
      ],
      '2026-08-01T00:00:01Z',
    );
    expect(result).toEqual([['2026-07-01T00:00:00.000Z', true, [3600, 3600]]]);
  });
});
