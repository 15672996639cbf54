// A period's close meeting a change of the same account's instance (PostgreSQL, where they run on
// two connections at once; PGlite runs one transaction at a time). After a restart past a month's
// end the engine host's queue closes the month while the first requests arrive, so a stop of a
// running instance and the close of its bill can start together. Both must finish, whichever
// waits for the other, with every second counted once; in a lock cycle PostgreSQL ends one of them
// with "deadlock detected" (the stop answered 500, or the month's close task failed and its bill
// stayed PENDING). Two cycles existed:
// - the meter locks the instance's open interval, then writes to the bill; the close locked the
//   bill, then the intervals (now: intervals first, src/db/meter.ts `lockOpenIntervals`);
// - an action locks its instance's row, then the meter its interval; the close, holding the
//   intervals, writes usage lines whose foreign key key-share-locks that instance row, which the
//   action held FOR UPDATE (now FOR NO KEY UPDATE, src/modules/instances/repo.ts `lockInstance`).
// Each case holds the change's first lock while the close starts, then lets the change go on.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { bills, meterIntervals, usageLines } from '../src/db/schema-billing.ts';
import { users } from '../src/db/schema.ts';
import { updateInstance } from '../src/jobs/store.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { insertInstance, lockInstance, moveInstance } from '../src/modules/instances/repo.ts';
import { freshEmail, startHarness, type Harness } from './helpers.ts';

const url = inject('databaseUrl');

describe.skipIf(!url)(
  'a period closing while an instance of the account changes (PostgreSQL)',
  () => {
    let h: Harness;

    beforeAll(async () => {
      h = await startHarness({}, undefined, {
        clock: new ManualClock(new Date('2026-07-01T01:00:00Z')),
      });
    });
    afterAll(async () => {
      await h?.close();
    });

    /** An account whose Standard instance has run since June 30, 22:00 (June's bill open). */
    async function runningSinceJune(): Promise<{ userId: string; instanceId: string }> {
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
      return { userId, instanceId: instance.id };
    }

    /**
     * Runs a change in a transaction that takes `first`, then waits until the close (started
     * meanwhile) has finished or waits for a lock, then does `rest`. Answers both outcomes, a
     * failure as its reason.
     */
    async function race(first: (tx: Db) => Promise<unknown>, rest: (tx: Db) => Promise<unknown>) {
      const { db } = h.database;
      let holding: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (holding = resolve));
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const change = db.transaction(async (tx) => {
        await first(tx);
        holding();
        await released;
        await rest(tx);
      });
      await held;
      let closeEnded = false;
      const close = h.app.services.billingPeriods
        .closeDueBills('test')
        .finally(() => (closeEnded = true));
      const deadline = Date.now() + 20_000;
      for (;;) {
        const result = (await db.execute(
          sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: Array<{ waiting: number }> };
        if (closeEnded || (result.rows[0]?.waiting ?? 0) > 0) break;
        if (Date.now() > deadline) throw new Error('the close neither ended nor waited');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      const outcomes = await Promise.allSettled([change, close]);
      return outcomes.map((outcome) =>
        outcome.status === 'fulfilled'
          ? outcome.value
          : String((outcome.reason as { cause?: unknown }).cause ?? outcome.reason),
      );
    }

    /** June's two hours on June's bill (closed, $2.28), July's first hour on July's, still open. */
    async function expectEachSecondOnce(instanceId: string) {
      const rows = await h.database.db
        .select({ bill: bills, line: usageLines })
        .from(usageLines)
        .innerJoin(bills, eq(bills.id, usageLines.billId))
        .where(and(eq(usageLines.instanceId, instanceId), eq(usageLines.meterClass, 'COMPUTE')))
        .orderBy(asc(bills.periodStart));
      expect(
        rows.map(({ bill, line }) => [bill.periodStart.toISOString(), bill.status, line.seconds]),
      ).toEqual([
        ['2026-06-01T00:00:00.000Z', 'UNPAID', 7200],
        ['2026-07-01T00:00:00.000Z', 'PENDING', 3600],
      ]);
      expect(rows[0]?.bill.subtotalMicros).toBe(2 * 1_140_000);
    }

    it('the meter holds the interval (a job step): the stop and the close both finish', async () => {
      const { instanceId } = await runningSinceJune();
      const outcomes = await race(
        // What syncMeter locks first (src/db/meter.ts).
        (tx) =>
          tx
            .select({ id: meterIntervals.id })
            .from(meterIntervals)
            .where(and(eq(meterIntervals.instanceId, instanceId), isNull(meterIntervals.endedAt)))
            .for('update'),
        (tx) => updateInstance(tx, instanceId, { status: 'STOPPING', updatedAt: h.clock.now() }),
      );
      expect(outcomes).toEqual([undefined, 1]);
      await expectEachSecondOnce(instanceId);
    });

    it('an action holds the instance (POST /instance/stop): the stop and the close both finish', async () => {
      const { userId, instanceId } = await runningSinceJune();
      const outcomes = await race(
        // What InstanceService.act locks first, then moves the instance (and its meter).
        (tx) => lockInstance(tx, userId, instanceId),
        (tx) =>
          moveInstance(tx, instanceId, {
            status: 'STOPPING',
            serviceState: null,
            updatedAt: h.clock.now(),
          }),
      );
      expect(outcomes).toEqual([undefined, 1]);
      await expectEachSecondOnce(instanceId);
    });
  },
);
