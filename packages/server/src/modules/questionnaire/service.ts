// The onboarding questionnaire: due until the account answered it or skipped it, once.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questionnaireResponses } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

export class QuestionnaireService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async isDue(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: questionnaireResponses.userId })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.userId, userId));
    return !row;
  }

  /** Records the answers (or a skip). A second submission keeps the first: the guide is done either way. */
  async submit(userId: string, answers: unknown, skipped: boolean): Promise<void> {
    await this.db
      .insert(questionnaireResponses)
      .values({ userId, answers: skipped ? null : answers, skipped, createdAt: this.clock.now() })
      .onConflictDoNothing();
  }
}
