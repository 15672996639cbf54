// Migration 0016 (docs/decisions.md "Billing"): on a database the meter wrote before it, its fill-in
// gives every usage line its rounded amounts and every open interval its line's seconds, exactly as
// the meter now writes them: three instances, one stopped and started again within the month (its
// open interval's line already holds seconds), one stopped, one running.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { meterIntervals, usageLines } from '../src/db/schema-billing.ts';
import { users } from '../src/db/schema.ts';
import { updateInstance } from '../src/jobs/store.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { insertInstance } from '../src/modules/instances/repo.ts';
import { startHarness } from './helpers.ts';

it("fills each line's amounts and each open interval's line seconds as the meter writes them", async () => {
  const h = await startHarness({}, undefined, {
    clock: new ManualClock(new Date('2026-03-01T00:00:00Z')),
  });
  const db = h.database.db;
  const [user] = await db
    .insert(users)
    .values({ email: 'b@example.com', identityType: 'email' })
    .returning({ id: users.id });
  const userId = user!.id;
  const ids: string[] = [];
  for (let n = 0; n < 3; n++) {
    const row = await db.transaction((tx) =>
      insertInstance(tx, {
        userId,
        name: `b${n}`,
        status: 'RUNNING',
        kind: 'BLAZE',
        type: 'STANDARD',
        edition: 'standard',
        sizeKey: 'standard-4c16g',
        storageGb: 50,
        createdAt: new Date('2026-03-02T00:00:00Z'),
        updatedAt: new Date('2026-03-02T00:00:00Z'),
      }),
    );
    ids.push(row.id);
  }
  await updateInstance(db, ids[0]!, {
    status: 'STOPPED',
    updatedAt: new Date('2026-03-03T00:00:00Z'),
  });
  await updateInstance(db, ids[0]!, {
    status: 'RUNNING',
    updatedAt: new Date('2026-03-04T00:00:07Z'),
  });
  await updateInstance(db, ids[1]!, {
    status: 'STOPPED',
    updatedAt: new Date('2026-03-05T00:00:00Z'),
  });
  const snapshot = async () => ({
    intervals: (
      await db.select({ id: meterIntervals.id, s: meterIntervals.lineSeconds }).from(meterIntervals)
    ).sort((a, b) => a.id.localeCompare(b.id)),
    lines: (
      await db
        .select({ id: usageLines.id, a: usageLines.amountMicros, l: usageLines.listAmountMicros })
        .from(usageLines)
    ).sort((a, b) => a.id.localeCompare(b.id)),
  });
  const before = await snapshot();
  expect(before.intervals.some((row) => row.s > 0)).toBe(true);
  await db.execute(sql`update meter_intervals set line_seconds = 0`);
  await db.execute(sql`update usage_lines set amount_micros = 0, list_amount_micros = 0`);
  // The migration's statements after its three column additions: its fill-in of existing rows.
  const migration = readFileSync(
    new URL('../drizzle/0016_billing-line-amounts.sql', import.meta.url),
    'utf8',
  )
    .split('--> statement-breakpoint')
    .slice(3);
  for (const statement of migration) await db.execute(sql.raw(statement));
  expect(await snapshot()).toEqual(before);
  await h.close();
});
