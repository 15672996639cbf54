// Site-wide notices: the console shows the newest active one in its banner.
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

export type NoticePriority = 'CRITICAL' | 'IMPORTANT' | 'COMMON';

export interface NoticeInput {
  title: string;
  priority: NoticePriority;
  contents: string;
}

export interface NoticeView extends NoticeInput {
  id: string;
  publishedAt: string;
}

export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async current(): Promise<NoticeView | null> {
    const [row] = await this.db
      .select()
      .from(notices)
      .where(eq(notices.active, true))
      // Most urgent first (the enum's order is CRITICAL, IMPORTANT, COMMON), then newest.
      .orderBy(asc(notices.priority), desc(notices.publishedAt), desc(notices.id))
      .limit(1);
    return row
      ? {
          id: String(row.id),
          title: row.title,
          priority: row.priority,
          contents: row.contents,
          publishedAt: row.publishedAt.toISOString(),
        }
      : null;
  }

  /** Admin: publishes a notice; it replaces the current one in the banner. */
  async publish(notice: NoticeInput): Promise<void> {
    await this.db.insert(notices).values({ ...notice, publishedAt: this.clock.now() });
  }

  /** Admin: takes every notice down. */
  async withdrawAll(): Promise<number> {
    const rows = await this.db
      .update(notices)
      .set({ active: false })
      .where(eq(notices.active, true))
      .returning({ id: notices.id });
    return rows.length;
  }
}
