// Site-wide notices: the console shows the newest active one in its banner.
import type { Notice } from '@quiver/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './repo.ts';

export type NoticePriority = Notice['priority'];

/** What the admin command publishes. */
export type NoticeInput = Pick<Notice, 'title' | 'priority' | 'contents'>;

export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async current(): Promise<Notice | null> {
    const row = await repo.currentNotice(this.db);
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
    await repo.insertNotice(this.db, { ...notice, publishedAt: this.clock.now() });
  }

  /** Admin: takes every notice down. */
  async withdrawAll(): Promise<number> {
    return repo.deactivateNotices(this.db);
  }
}
