// The beta gate (DECISIONS.md): an account applies, its application waits in REVIEW, an admin
// approves it with the admin command, and approval is sent by e-mail. With BETA_GATE on, new
// accounts start in REVIEW; approval turns them NORMAL.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betaApplications, users } from '../../db/schema.ts';
import { Refusal, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface ApplicationView {
  id: string;
  status: 'REVIEW' | 'APPROVED' | 'REJECTED';
  createdAt: string;
}

export class BetaService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
  ) {}

  async apply(userId: string, details: Record<string, unknown>): Promise<ApplicationView> {
    const [open] = await this.db
      .select()
      .from(betaApplications)
      .where(and(eq(betaApplications.userId, userId), eq(betaApplications.status, 'REVIEW')));
    if (open) return { id: open.id, status: open.status, createdAt: open.createdAt.toISOString() };
    const [approved] = await this.db
      .select({ id: betaApplications.id })
      .from(betaApplications)
      .where(and(eq(betaApplications.userId, userId), eq(betaApplications.status, 'APPROVED')));
    if (approved) throw new RuleViolation('applicationNotNeeded');
    const [row] = await this.db
      .insert(betaApplications)
      .values({ userId, details, createdAt: this.clock.now() })
      .returning();
    if (!row) throw new Error('application was not stored');
    return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() };
  }

  async latestFor(userId: string): Promise<ApplicationView | null> {
    const [row] = await this.db
      .select()
      .from(betaApplications)
      .where(eq(betaApplications.userId, userId))
      .orderBy(desc(betaApplications.createdAt))
      .limit(1);
    return row ? { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() } : null;
  }

  /** Admin: approves the open application of an account (REVIEW accounts become NORMAL) and mails it. */
  async approve(email: string): Promise<void> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    if (!user) throw new Refusal(`No account with the address ${email}.`);
    const now = this.clock.now();
    const decided = await this.db
      .update(betaApplications)
      .set({ status: 'APPROVED', decidedAt: now })
      .where(and(eq(betaApplications.userId, user.id), eq(betaApplications.status, 'REVIEW')))
      .returning({ id: betaApplications.id });
    if (decided.length === 0 && user.status !== 'REVIEW')
      throw new Refusal(`${user.email} has no application waiting for review.`);
    if (user.status === 'REVIEW')
      await this.db.update(users).set({ status: 'NORMAL' }).where(eq(users.id, user.id));
    await this.mailer.send({
      to: user.email,
      subject: 'Your Quiver Cloud application is approved',
      text: 'Welcome to Quiver Cloud: your application is approved. Sign in to create your first graph instance.',
    });
  }
}
