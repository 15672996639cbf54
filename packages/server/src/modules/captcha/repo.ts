// Queries on image captchas: stored with the hash of their answer, used up once.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema.ts';

export async function insertCaptcha(
  db: Db,
  values: { id: string; answerHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(captchas).values(values);
}

/**
 * Uses up a captcha that is neither used nor expired (a conditional update: of two racing answers
 * one gets it); answers its answer hash, or undefined when there was none to use.
 */
export async function useCaptcha(db: Db, id: string, now: Date): Promise<string | undefined> {
  const used = await db
    .update(captchas)
    .set({ consumedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return used[0]?.answerHash;
}
