// The onboarding questionnaire: due until the account answered it or skipped it, once.
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './repo.ts';

export class QuestionnaireService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async isDue(userId: string): Promise<boolean> {
    return !(await repo.hasResponse(this.db, userId));
  }

  /** Records the answers (or a skip). A second submission keeps the first: the guide is done either way. */
  async submit(userId: string, answers: unknown, skipped: boolean): Promise<void> {
    await repo.insertResponse(this.db, {
      userId,
      answers: skipped ? null : answers,
      skipped,
      createdAt: this.clock.now(),
    });
  }
}
