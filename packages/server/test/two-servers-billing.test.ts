// Two servers, one PostgreSQL (issue 14, "Tests"): both start after a month has ended and after its
// unpaid bill's due day; both put the period's close in the queue and both run the queue. The bill is
// closed once (one 'closed' event, the credit applied once) and marked OVERDUE once, and each task is
// one row. Skips loudly when PostgreSQL is unreachable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { billEvents, bills, creditApplications, credits } from '../src/db/schema-billing.ts';
import { jobs, users } from '../src/db/schema.ts';
import { updateInstance } from '../src/jobs/store.ts';
import { insertInstance } from '../src/modules/instances/repo.ts';
import { postgresDatabase, ServerProcess, until } from './server-process.ts';

describe('two servers on one PostgreSQL close a period once and mark it overdue once', () => {
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'quiver-two-')));
  const started: ServerProcess[] = [];
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  let userId = '';

  beforeAll(async () => {
    postgres = await postgresDatabase('two-servers-billing');
    if (!postgres) return;
    // June: five days running, then stopped; a $1 credit.
    const database = await openDatabase({ databaseUrl: postgres.url });
    try {
      const [user] = await database.db
        .insert(users)
        .values({ email: `two.${Date.now()}@example.com`, identityType: 'email' })
        .returning({ id: users.id });
      userId = user?.id ?? '';
      const row = await database.db.transaction((tx) =>
        insertInstance(tx, {
          userId,
          name: 'seeded',
          status: 'RUNNING',
          kind: 'BLAZE',
          type: 'STANDARD',
          edition: 'standard',
          sizeKey: 'standard-4c16g',
          storageGb: 50,
          createdAt: new Date('2026-06-20T00:00:00Z'),
          updatedAt: new Date('2026-06-20T00:00:00Z'),
        }),
      );
      await updateInstance(database.db, row.id, {
        status: 'STOPPED',
        updatedAt: new Date('2026-06-25T00:00:00Z'),
      });
      await database.db.insert(credits).values({
        userId,
        name: 'Welcome',
        amountMicros: 1_000_000,
        products: ['BLAZE'],
        receivedAt: new Date('2026-06-01T00:00:00Z'),
        expiresAt: new Date('2027-01-01T00:00:00Z'),
      });
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    for (const server of started) await server.kill().catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  });

  it('one close, one overdue mark, one row per task', async () => {
    if (!postgres) return; // unreachable: said loudly above
    const url = postgres.url;
    const servers = await Promise.all(
      dataDirs.map((dir) =>
        ServerProcess.start(dir, { DATABASE_URL: url, CLOCK_START: '2026-07-16T00:30:00Z' }),
      ),
    );
    started.push(...servers);
    const database = await openDatabase({ databaseUrl: url });
    try {
      const june = await until(
        'June OVERDUE',
        async () => {
          const [bill] = await database.db.select().from(bills).where(eq(bills.userId, userId));
          return bill?.status === 'OVERDUE' ? bill : undefined;
        },
        120_000,
      );
      // 120 h at $1.14, 144 h of 50 GB stopped, less the $1 credit.
      expect(june).toMatchObject({
        subtotalMicros: 120 * 1_140_000 + 144 * 6_850,
        creditMicros: 1_000_000,
        amountDueMicros: 120 * 1_140_000 + 144 * 6_850 - 1_000_000,
      });
      // Let both queues go idle, then count.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const events = await database.db
        .select()
        .from(billEvents)
        .where(eq(billEvents.billId, june.id));
      expect(events.map((event) => event.event).sort()).toEqual(['closed', 'overdue']);
      expect(await database.db.select().from(creditApplications)).toHaveLength(1);
      const [credit] = await database.db.select().from(credits).where(eq(credits.userId, userId));
      expect(credit?.usedMicros).toBe(1_000_000);
      const tasks = await database.db.select().from(jobs).where(like(jobs.kind, 'billing.%'));
      const keys = tasks.map((task) => task.dedupeKey);
      expect(new Set(keys).size).toBe(keys.length);
      expect(
        tasks.filter((task) => task.dedupeKey === 'billing.closePeriods:2026-07-01T00:00:00.000Z'),
      ).toMatchObject([{ status: 'done' }]);
      expect(tasks.filter((task) => task.kind === 'billing.markOverdue')).toMatchObject([
        { status: 'done' },
      ]);
    } finally {
      await database.close();
    }
  });
});
