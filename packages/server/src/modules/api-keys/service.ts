// API keys: `qk_<prefix>_<secret>`, shown once at creation. The prefix finds the row, the secret is
// stored as SHA-256 (256 random bits need no slow hash). A key acts for its owner on the API, but
// not on account security (password, two-factor, keys): those need a signed-in session.
import { randomBytes } from 'node:crypto';
import { API_KEY_LIMIT, API_KEY_MAX_LIFETIME_DAYS } from '@quiver/contract';
import type { Db } from '../../db/client.ts';
import { NotFound, RuleViolation } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import { randomToken, sameSecret, sha256 } from '../../lib/secrets.ts';
import type { UserRow } from '../accounts/service.ts';
import * as repo from './repo.ts';
import type { ApiKeyRow } from './repo.ts';

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
    if ((await repo.countKeys(this.db, userId)) >= API_KEY_LIMIT)
      throw new RuleViolation('apiKeyLimit');
    const prefix = randomBytes(6).toString('hex');
    const secret = randomToken(32);
    const row = await repo.insertKey(this.db, {
      userId,
      name,
      prefix,
      secretHash: sha256(secret),
      createdAt: now,
      expiresAt: expiry,
    });
    if (!row) throw new Error('API key was not created');
    return { ...view(row), secret: `qk_${prefix}_${secret}` };
  }

  async list(userId: string): Promise<ApiKeyView[]> {
    return (await repo.listKeys(this.db, userId)).map(view);
  }

  async rename(userId: string, id: string, name: string): Promise<ApiKeyView> {
    if (!isUuid(id)) throw new NotFound('apiKeyNotFound');
    const row = await repo.renameKey(this.db, userId, id, name);
    if (!row) throw new NotFound('apiKeyNotFound');
    return view(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFound('apiKeyNotFound');
    if (!(await repo.deleteKey(this.db, userId, id))) throw new NotFound('apiKeyNotFound');
  }

  /** The owner of a valid, unexpired key; undefined otherwise. */
  async authenticate(token: string): Promise<UserRow | undefined> {
    const match = keyPattern.exec(token);
    if (!match) return undefined;
    const [, prefix = '', secret = ''] = match;
    const row = await repo.findKeyWithOwner(this.db, prefix);
    const now = this.clock.now();
    if (!row || !sameSecret(row.key.secretHash, sha256(secret))) return undefined;
    if (row.key.expiresAt && row.key.expiresAt.getTime() <= now.getTime()) return undefined;
    await repo.touchKey(this.db, row.key.id, now);
    return row.user;
  }
}
