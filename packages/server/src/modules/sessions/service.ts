// Sessions: a short-lived JWT access token plus an opaque refresh token that rotates on every use.
// The refresh tokens of one login form a family; presenting a rotated token again (reuse: someone
// holds a stolen copy) revokes the whole family. Logout and password changes revoke families too,
// and the access token names its family, so a revoked session stops working at once.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessionFamilies } from '../../db/schema.ts';
import { AccessExpired, RefreshRejected, Unauthenticated } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface AccessClaims {
  userId: string;
  familyId: string;
}

export interface SessionSettings {
  jwtSecret: Uint8Array;
  accessTokenTtl: number;
  refreshTokenTtl: number;
}

const issuer = 'quiver-cloud';
const audience = 'quiver-console';

type RefreshOutcome = { kind: 'rotated'; pair: TokenPair; userId: string } | { kind: 'rejected' };

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: SessionSettings,
  ) {}

  /** Starts a new session (a new family) for a user who just proved who they are. */
  async start(userId: string): Promise<TokenPair> {
    const [family] = await this.db
      .insert(sessionFamilies)
      .values({ userId, createdAt: this.clock.now() })
      .returning({ id: sessionFamilies.id });
    if (!family) throw new Error('session family was not created');
    const refreshToken = await this.issueRefreshToken(this.db, family.id);
    return { accessToken: await this.signAccess(userId, family.id), refreshToken };
  }

  /**
   * Exchanges a refresh token for a new pair. Exactly one of several concurrent calls with the same
   * token wins: the ACTIVE -> ROTATED update is conditional, and the losers see a rotated token,
   * which is reuse (412, family revoked).
   */
  async refresh(refreshToken: string): Promise<{ pair: TokenPair; userId: string }> {
    const tokenHash = sha256(refreshToken);
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (tx): Promise<RefreshOutcome> => {
      const [rotated] = await tx
        .update(refreshTokens)
        .set({ state: 'ROTATED', rotatedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            eq(refreshTokens.state, 'ACTIVE'),
            sql`${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      if (rotated) {
        const [family] = await tx
          .select({ userId: sessionFamilies.userId, revokedAt: sessionFamilies.revokedAt })
          .from(sessionFamilies)
          .where(eq(sessionFamilies.id, rotated.familyId));
        if (!family || family.revokedAt) return { kind: 'rejected' };
        const next = await this.issueRefreshToken(tx, rotated.familyId);
        const accessToken = await this.signAccess(family.userId, rotated.familyId);
        return {
          kind: 'rotated',
          pair: { accessToken, refreshToken: next },
          userId: family.userId,
        };
      }
      const [known] = await tx
        .select({ state: refreshTokens.state, familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (known?.state === 'ROTATED')
        await this.revokeFamilyWith(tx, known.familyId, 'refresh-token-reuse');
      return { kind: 'rejected' };
    });
    if (outcome.kind === 'rejected') throw new RefreshRejected();
    return { pair: outcome.pair, userId: outcome.userId };
  }

  /**
   * Verifies an access token's signature and expiry (411 when expired, 401 otherwise). Whether its
   * session is still open is checked by the caller together with the account (one query).
   */
  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.settings.jwtSecret, {
        issuer,
        audience,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const familyId = payload['sid'];
      if (typeof payload.sub !== 'string' || typeof familyId !== 'string')
        throw new Unauthenticated();
      return { userId: payload.sub, familyId };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AccessExpired();
      throw new Unauthenticated();
    }
  }

  async revokeFamily(familyId: string, reason: string): Promise<void> {
    await this.revokeFamilyWith(this.db, familyId, reason);
  }

  /** Revokes every open session of a user, except `keepFamilyId` (the caller's own). */
  async revokeAllForUser(userId: string, reason: string, keepFamilyId?: string): Promise<void> {
    const open = await this.db
      .select({ id: sessionFamilies.id })
      .from(sessionFamilies)
      .where(
        and(
          eq(sessionFamilies.userId, userId),
          isNull(sessionFamilies.revokedAt),
          keepFamilyId ? ne(sessionFamilies.id, keepFamilyId) : undefined,
        ),
      );
    for (const { id } of open) await this.revokeFamily(id, reason);
  }

  private async revokeFamilyWith(db: Db, familyId: string, reason: string): Promise<void> {
    const now = this.clock.now();
    await db
      .update(sessionFamilies)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));
    await db
      .update(refreshTokens)
      .set({ state: 'REVOKED' })
      .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.state, 'ACTIVE')));
  }

  private async issueRefreshToken(db: Db, familyId: string): Promise<string> {
    const token = `qr_${randomToken(32)}`;
    const now = this.clock.now();
    await db.insert(refreshTokens).values({
      familyId,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.settings.refreshTokenTtl * 1000),
    });
    return token;
  }

  private signAccess(userId: string, familyId: string): Promise<string> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ sid: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.settings.accessTokenTtl)
      .sign(this.settings.jwtSecret);
  }
}
