// A failed queue task is tried again later (issue 14: a month's close that fails must not leave the
// bill open until the next month): the close fails once, waits a minute, then closes the bill.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Bill } from '@quiver/contract';
import { jobs } from '../src/db/schema.ts';
import { taskAttempts, taskRetryAt } from '../src/jobs/runner.ts';
import { closeTaskKind } from '../src/modules/billing/period-close.ts';
import { skipSuite, startHarness, type Harness } from './helpers.ts';
import { account, at, runningInstance, standardBody, type Account } from './billing-helpers.ts';

describe('taskRetryAt', () => {
  const now = new Date('2026-04-01T00:00:00Z');
  const waitAfter = (attempts: number) => {
    const at = taskRetryAt(attempts, now);
    return at === undefined ? undefined : (at.getTime() - now.getTime()) / 60_000;
  };

  it('waits a minute, then twice as long each time, never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(waitAfter)).toEqual([1, 2, 4, 8, 16, 32, 60]);
  });

  it(`gives up after ${taskAttempts} tries`, () => {
    expect(waitAfter(taskAttempts)).toBeUndefined();
    expect(waitAfter(taskAttempts + 3)).toBeUndefined();
  });
});

describe.skipIf(skipSuite)('a month close that fails is tried again', () => {
  let h: Harness;
  let alice: Account;
  // A month no other suite closes: on PostgreSQL every suite shares the queue, and the month's close
  // task is one row per month.
  const clock = at('2029-11-30T23:00:00Z');

  beforeAll(async () => {
    h = await startHarness({ accessTokenTtl: 400 * 86_400 }, undefined, { clock });
    alice = await account(h);
    await runningInstance(h, alice, standardBody('retry'));
  });
  afterAll(async () => {
    await h.close();
  });

  const statuses = async () =>
    (await alice.get<{ items: Bill[] }>('/billing/bill/list')).data?.items.map(
      (bill) => bill.status,
    );
  const closeTask = async () => {
    const [row] = await h.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${closeTaskKind}:2029-12-01T00:00:00.000Z`));
    return row;
  };

  it('keeps the task pending with its error, runs it a minute later, and the bill closes', async () => {
    clock.advance(3600 + 300); // 00:05 on December 1: November has ended.
    const periods = h.app.services.billingPeriods;
    const close = vi
      .spyOn(periods, 'closeDueBills')
      .mockRejectedValueOnce(new Error('connection terminated'));
    await periods.scheduleTasks();
    await h.app.services.jobs.runUntilIdle();
    expect(close).toHaveBeenCalledTimes(1);
    expect(await statuses()).toEqual(['PENDING']);
    expect(await closeTask()).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: 'connection terminated',
      runAt: new Date(clock.now().getTime() + 60_000),
    });

    // Not before its time.
    await h.app.services.jobs.runUntilIdle();
    expect(close).toHaveBeenCalledTimes(1);

    clock.advance(60);
    await h.app.services.jobs.runUntilIdle();
    expect(close).toHaveBeenCalledTimes(2);
    expect(await statuses()).toEqual(['PENDING', 'UNPAID']);
    expect(await closeTask()).toMatchObject({ status: 'done', attempts: 2, error: null });
  });
});
