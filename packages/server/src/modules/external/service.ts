// Marketplace bindings: a buyer arrives from a cloud marketplace with a channel name and an account
// token; after signing in, the token is bound to the Quiver account (one binding per channel per
// account, one account per marketplace token). Tokens are stored hashed.
import type { Db } from '../../db/client.ts';
import { NotFound, Refusal, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/secrets.ts';
import * as repo from './repo.ts';
import type { BindingRow } from './repo.ts';

export interface BindingView {
  channel: string;
  boundAt: string;
}

function view(row: BindingRow): BindingView {
  return { channel: row.channel, boundAt: row.createdAt.toISOString() };
}

const tokenHashOf = (channel: string, extAccountToken: string) =>
  sha256(`${channel}:${extAccountToken}`);

export class ExternalBindingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async bind(userId: string, channel: string, extAccountToken: string): Promise<BindingView> {
    const tokenHash = tokenHashOf(channel, extAccountToken);
    const owner = await repo.findTokenOwner(this.db, channel, tokenHash);
    if (owner !== undefined) {
      if (owner === userId) return this.viewOf(userId, channel);
      throw new RuleViolation('externalAlreadyBound');
    }
    if (await repo.findBinding(this.db, userId, channel))
      throw new Refusal(
        'Your account is already linked to an account of this marketplace: unbind it first.',
      );
    const row = await repo.insertBinding(this.db, {
      userId,
      channel,
      tokenHash,
      createdAt: this.clock.now(),
    });
    if (!row) throw new RuleViolation('externalAlreadyBound');
    return view(row);
  }

  /** Whether a marketplace token is bound to some account (to the caller, when `userId` is given). */
  async isBound(channel: string, extAccountToken: string, userId?: string): Promise<boolean> {
    const owner = await repo.findTokenOwner(
      this.db,
      channel,
      tokenHashOf(channel, extAccountToken),
    );
    return owner !== undefined && (userId === undefined || owner === userId);
  }

  async listFor(userId: string): Promise<BindingView[]> {
    return (await repo.listBindings(this.db, userId)).map(view);
  }

  async unbind(userId: string, channel: string): Promise<void> {
    if (!(await repo.deleteBinding(this.db, userId, channel)))
      throw new RuleViolation('externalNotBound');
  }

  private async viewOf(userId: string, channel: string): Promise<BindingView> {
    const row = await repo.findBinding(this.db, userId, channel);
    if (!row) throw new NotFound();
    return view(row);
  }
}
