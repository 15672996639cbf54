// A period's close meeting a meter change of the same account (PostgreSQL, where they run on two
// connections at once; PGlite runs one transaction at a time). After a restart past a month's end
// the engine host's queue closes the month while the first requests arrive, so a stop of a running
// instance and the close of its bill can start together. The meter locks the instance's open
// interval, then writes its seconds to the bill; the close must take the same locks in the same
// order, or PostgreSQL ends one of them with "deadlock detected" (the stop answered 500, or the
// month's close task failed and the bill stayed open). Here the change holds the interval's lock
// while the close starts; both must finish, every second counted once.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bills, meterIntervals, usageLines } from '../src/db/schema-billing.ts';
import { users } from '../src/db/schema.ts';
import { updateInstance } from '../src/jobs/store.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { insertInstance } from '../src/modules/instances/repo.ts';
import { freshEmail, startHarness, type Harness } from './helpers.ts';

const url = inject('databaseUrl');

describe.skipIf(!url)('a period closing while the meter records a change (PostgreSQL)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({}, undefined, {
      clock: new ManualClock(new Date('2026-07-01T01:00:00Z')),
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a stop and the close of the month it ran in both finish: no deadlock, each second once', async () => {
    const { db } = h.database;
    const [user] = await db
      .insert(users)
      .values({ email: freshEmail('race'), identityType: 'email' })
      .returning({ id: users.id });
    const userId = user?.id ?? '';
    const instance = await db.transaction((tx) =>
      insertInstance(tx, {
        userId,
        name: 'racing',
        status: 'RUNNING',
        kind: 'BLAZE',
        type: 'STANDARD',
        edition: 'standard',
        sizeKey: 'standard-4c16g',
        storageGb: 50,
        createdAt: new Date('2026-06-30T22:00:00Z'),
        updatedAt: new Date('2026-06-30T22:00:00Z'),
      }),
    );

    let holding: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The stop's transaction, paused after the meter's first lock (src/db/meter.ts, syncMeter).
    const change = db.transaction(async (tx) => {
      await tx
        .select({ id: meterIntervals.id })
        .from(meterIntervals)
        .where(and(eq(meterIntervals.instanceId, instance.id), isNull(meterIntervals.endedAt)))
        .for('update');
      holding();
      await released;
      await updateInstance(tx, instance.id, { status: 'STOPPING', updatedAt: h.clock.now() });
    });
    await held;
    const close = h.app.services.billingPeriods.closeDueBills('test');
    // Let the close run until it waits for a lock the change holds, then let the change go on.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const result = (await db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: Array<{ waiting: number }> };
      if ((result.rows[0]?.waiting ?? 0) > 0) break;
      if (Date.now() > deadline) throw new Error('the close never waited for the change');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    release();
    const outcomes = await Promise.allSettled([change, close]);
    // A failure shows its reason (PostgreSQL's "deadlock detected" before the fix).
    expect(
      outcomes.map((outcome) =>
        outcome.status === 'fulfilled'
          ? outcome.value
          : String(outcome.reason.cause ?? outcome.reason),
      ),
    ).toEqual([undefined, 1]);

    const rows = await db
      .select({ bill: bills, line: usageLines })
      .from(usageLines)
      .innerJoin(bills, eq(bills.id, usageLines.billId))
      .where(and(eq(usageLines.instanceId, instance.id), eq(usageLines.meterClass, 'COMPUTE')))
      .orderBy(asc(bills.periodStart));
    // June's two hours on June's bill, closed; July's first hour on July's, still open.
    expect(
      rows.map(({ bill, line }) => [bill.periodStart.toISOString(), bill.status, line.seconds]),
    ).toEqual([
      ['2026-06-01T00:00:00.000Z', 'UNPAID', 7200],
      ['2026-07-01T00:00:00.000Z', 'PENDING', 3600],
    ]);
    const [june] = rows;
    expect(june?.bill.subtotalMicros).toBe(2 * 1_140_000);
  });
});
