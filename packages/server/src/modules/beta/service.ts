// The beta gate (DECISIONS.md): an account applies, its application waits in REVIEW, an admin
// approves it with the admin command, and approval is sent by e-mail. With BETA_GATE on, new
// accounts start in REVIEW; approval turns them NORMAL.
import type { Db } from '../../db/client.ts';
import { Refusal, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AccountService, UserRow } from '../accounts/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import * as repo from './repo.ts';
import type { ApplicationRow } from './repo.ts';

export interface ApplicationView {
  id: string;
  status: 'REVIEW' | 'APPROVED' | 'REJECTED';
  createdAt: string;
}

function view(row: ApplicationRow): ApplicationView {
  return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() };
}

export class BetaService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly accounts: AccountService,
  ) {}

  /**
   * Applies (or finds the application under review) and answers the account's status with the
   * application's date (`/auth/apply`).
   */
  async apply(user: UserRow, details: Record<string, unknown>) {
    const application = await this.application(user.id, details);
    const current = (await this.accounts.find(user.id)) ?? user;
    return { status: current.status, appliedAt: application.createdAt };
  }

  private async application(
    userId: string,
    details: Record<string, unknown>,
  ): Promise<ApplicationView> {
    const open = await repo.findApplication(this.db, userId, 'REVIEW');
    if (open) return view(open);
    if (await repo.findApplication(this.db, userId, 'APPROVED'))
      throw new RuleViolation('applicationNotNeeded');
    const row = await repo.insertApplication(this.db, userId, details, this.clock.now());
    if (!row) throw new Error('application was not stored');
    return view(row);
  }

  /** When the account's application under review was made, or null when none waits. */
  async pendingSince(userId: string): Promise<string | null> {
    const open = await repo.findApplication(this.db, userId, 'REVIEW');
    return open ? open.createdAt.toISOString() : null;
  }

  /** Admin: approves the open application of an account (REVIEW accounts become NORMAL) and mails it. */
  async approve(email: string): Promise<void> {
    const user = await this.accounts.findByEmail(email);
    if (!user) throw new Refusal(`No account with the address ${email}.`);
    const decided = await repo.approveOpenApplication(this.db, user.id, this.clock.now());
    if (!decided && user.status !== 'REVIEW')
      throw new Refusal(`${user.email} has no application waiting for review.`);
    if (user.status === 'REVIEW') await this.accounts.updateStatus(user.id, 'NORMAL');
    await this.mailer.send({
      to: user.email,
      subject: 'Your Quiver Cloud application is approved',
      text: 'Welcome to Quiver Cloud: your application is approved. Sign in to create your first graph instance.',
    });
  }
}
