// API keys: `qk_<prefix>_<secret>`, shown once at creation. The prefix finds the row, the secret is
// stored as SHA-256 (256 random bits need no slow hash). A key acts for its owner on the API, but
// not on account security (password, two-factor, keys): those need a signed-in session.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { API_KEY_LIMIT, API_KEY_MAX_LIFETIME_DAYS } from '@quiver/contract';
import type { Db } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema.ts';
import { NotFound, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import { randomToken, sameSecret, sha256 } from '../../lib/secrets.ts';
import type { UserRow } from '../accounts/repo.ts';

const keyPattern = /^qk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export interface ApiKeyView {
  id: string;
  name: string;
  /** The public start of the key, enough to recognise it (`qk_ab12cd34ef56`). */
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

type ApiKeyRow = typeof apiKeys.$inferSelect;

function view(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: `qk_${row.prefix}`,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith('qk_');
}

export class ApiKeyService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(
    userId: string,
    name: string,
    expiresAt: string | null | undefined,
  ): Promise<ApiKeyView & { secret: string }> {
    const now = this.clock.now();
    const expiry = expiresAt ? new Date(expiresAt) : null;
    if (
      expiry &&
      (expiry.getTime() <= now.getTime() ||
        expiry.getTime() > now.getTime() + API_KEY_MAX_LIFETIME_DAYS * 86_400_000)
    )
      throw new RuleViolation('invalidRequest', { fields: { expiresAt: 'api.expiry-invalid' } });
    const [total] = await this.db
      .select({ n: count() })
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId));
    if ((total?.n ?? 0) >= API_KEY_LIMIT) throw new RuleViolation('apiKeyLimit');
    const prefix = randomBytes(6).toString('hex');
    const secret = randomToken(32);
    const [row] = await this.db
      .insert(apiKeys)
      .values({
        userId,
        name,
        prefix,
        secretHash: sha256(secret),
        createdAt: now,
        expiresAt: expiry,
      })
      .returning();
    if (!row) throw new Error('API key was not created');
    return { ...view(row), secret: `qk_${prefix}_${secret}` };
  }

  async list(userId: string): Promise<ApiKeyView[]> {
    const rows = await this.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    return rows.map(view);
  }

  async rename(userId: string, id: string, name: string): Promise<ApiKeyView> {
    if (!isUuid(id)) throw new NotFound('apiKeyNotFound');
    const [row] = await this.db
      .update(apiKeys)
      .set({ name })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
      .returning();
    if (!row) throw new NotFound('apiKeyNotFound');
    return view(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFound('apiKeyNotFound');
    const gone = await this.db
      .delete(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
      .returning({ id: apiKeys.id });
    if (gone.length === 0) throw new NotFound('apiKeyNotFound');
  }

  /** The owner of a valid, unexpired key; undefined otherwise. */
  async authenticate(token: string): Promise<UserRow | undefined> {
    const match = keyPattern.exec(token);
    if (!match) return undefined;
    const [, prefix = '', secret = ''] = match;
    const [row] = await this.db
      .select({ key: apiKeys, user: users })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(eq(apiKeys.prefix, prefix));
    const now = this.clock.now();
    if (!row || !sameSecret(row.key.secretHash, sha256(secret))) return undefined;
    if (row.key.expiresAt && row.key.expiresAt.getTime() <= now.getTime()) return undefined;
    await this.db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.key.id));
    return row.user;
  }
}
