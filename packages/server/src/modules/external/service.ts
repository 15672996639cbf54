// Marketplace bindings: a buyer arrives from a cloud marketplace with a channel name and an account
// token; after signing in, the token is bound to the Quiver account (one binding per channel per
// account, one account per marketplace token). Tokens are stored hashed.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { externalBindings } from '../../db/schema.ts';
import { NotFound, Refusal, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/secrets.ts';

export interface BindingView {
  channel: string;
  boundAt: string;
}

export class ExternalBindingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async bind(userId: string, channel: string, extAccountToken: string): Promise<BindingView> {
    const tokenHash = sha256(`${channel}:${extAccountToken}`);
    const [taken] = await this.db
      .select({ userId: externalBindings.userId })
      .from(externalBindings)
      .where(and(eq(externalBindings.channel, channel), eq(externalBindings.tokenHash, tokenHash)));
    if (taken) {
      if (taken.userId === userId) return this.viewOf(userId, channel);
      throw new RuleViolation('externalAlreadyBound');
    }
    const [mine] = await this.db
      .select({ id: externalBindings.id })
      .from(externalBindings)
      .where(and(eq(externalBindings.userId, userId), eq(externalBindings.channel, channel)));
    if (mine)
      throw new Refusal(
        'Your account is already linked to an account of this marketplace: unbind it first.',
      );
    const [row] = await this.db
      .insert(externalBindings)
      .values({ userId, channel, tokenHash, createdAt: this.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new RuleViolation('externalAlreadyBound');
    return { channel: row.channel, boundAt: row.createdAt.toISOString() };
  }

  /** Whether a marketplace token is bound to some account (to the caller, when `userId` is given). */
  async isBound(channel: string, extAccountToken: string, userId?: string): Promise<boolean> {
    const tokenHash = sha256(`${channel}:${extAccountToken}`);
    const [row] = await this.db
      .select({ userId: externalBindings.userId })
      .from(externalBindings)
      .where(and(eq(externalBindings.channel, channel), eq(externalBindings.tokenHash, tokenHash)));
    return Boolean(row && (userId === undefined || row.userId === userId));
  }

  async listFor(userId: string): Promise<BindingView[]> {
    const rows = await this.db
      .select()
      .from(externalBindings)
      .where(eq(externalBindings.userId, userId));
    return rows.map((row) => ({ channel: row.channel, boundAt: row.createdAt.toISOString() }));
  }

  async unbind(userId: string, channel: string): Promise<void> {
    const gone = await this.db
      .delete(externalBindings)
      .where(and(eq(externalBindings.userId, userId), eq(externalBindings.channel, channel)))
      .returning({ id: externalBindings.id });
    if (gone.length === 0) throw new RuleViolation('externalNotBound');
  }

  private async viewOf(userId: string, channel: string): Promise<BindingView> {
    const [row] = await this.db
      .select()
      .from(externalBindings)
      .where(and(eq(externalBindings.userId, userId), eq(externalBindings.channel, channel)));
    if (!row) throw new NotFound();
    return { channel: row.channel, boundAt: row.createdAt.toISOString() };
  }
}
