// Sessions: a short-lived JWT access token plus an opaque refresh token that rotates on every use.
// The refresh tokens of one login form a family; presenting a rotated token again (reuse: someone
// holds a stolen copy) revokes the whole family. Logout and password changes revoke families too,
// and the access token names its family, so a revoked session stops working at once.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { AccessExpired, RefreshRejected, Unauthenticated } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import * as repo from './repo.ts';

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
/** Access tokens whose signature and claims were checked, kept for their expiry check only. */
const verifiedCacheSize = 10_000;

type RefreshOutcome = { kind: 'rotated'; pair: TokenPair; userId: string } | { kind: 'rejected' };

export class SessionService {
  /**
   * Tokens already verified, with their claims and expiry (seconds). A console sends the same token
   * on every call for its 15 minutes; checking its HMAC once is enough, and only the expiry must be
   * judged again each time. Oldest first (a Map keeps insertion order).
   */
  private readonly verified = new Map<string, AccessClaims & { expiresAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: SessionSettings,
  ) {}

  /** Starts a new session (a new family) for a user who just proved who they are. */
  async start(userId: string): Promise<TokenPair> {
    const familyId = await repo.insertFamily(this.db, userId, this.clock.now());
    const refreshToken = await this.issueRefreshToken(this.db, familyId);
    return { accessToken: await this.signAccess(userId, familyId), refreshToken };
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
      const rotatedFamily = await repo.rotateToken(tx, tokenHash, now);
      if (rotatedFamily !== undefined) {
        const family = await repo.findFamily(tx, rotatedFamily);
        if (!family || family.revokedAt) return { kind: 'rejected' };
        const next = await this.issueRefreshToken(tx, rotatedFamily);
        const accessToken = await this.signAccess(family.userId, rotatedFamily);
        return {
          kind: 'rotated',
          pair: { accessToken, refreshToken: next },
          userId: family.userId,
        };
      }
      const known = await repo.findToken(tx, tokenHash);
      if (known?.state === 'ROTATED')
        await repo.revokeFamily(tx, known.familyId, 'refresh-token-reuse', this.clock.now());
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
    const now = this.clock.now();
    const known = this.verified.get(token);
    if (known) {
      // As jose judges `exp`: expired from that second on.
      if (known.expiresAt <= Math.floor(now.getTime() / 1000)) {
        this.verified.delete(token);
        throw new AccessExpired();
      }
      return { userId: known.userId, familyId: known.familyId };
    }
    let claims: AccessClaims & { expiresAt: number | undefined };
    try {
      const { payload } = await jwtVerify(token, this.settings.jwtSecret, {
        issuer,
        audience,
        algorithms: ['HS256'],
        currentDate: now,
      });
      const familyId = payload['sid'];
      if (typeof payload.sub !== 'string' || typeof familyId !== 'string')
        throw new Unauthenticated();
      // Only what signAccess issues is kept: an expiry and no not-before to judge again.
      claims = {
        userId: payload.sub,
        familyId,
        expiresAt: payload.nbf === undefined ? payload.exp : undefined,
      };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AccessExpired();
      throw new Unauthenticated();
    }
    if (claims.expiresAt !== undefined) {
      if (this.verified.size >= verifiedCacheSize) {
        const oldest = this.verified.keys().next();
        if (!oldest.done) this.verified.delete(oldest.value);
      }
      this.verified.set(token, { ...claims, expiresAt: claims.expiresAt });
    }
    return { userId: claims.userId, familyId: claims.familyId };
  }

  async revokeFamily(familyId: string, reason: string): Promise<void> {
    await repo.revokeFamily(this.db, familyId, reason, this.clock.now());
  }

  /** Revokes every open session of a user, except `keepFamilyId` (the caller's own). */
  async revokeAllForUser(userId: string, reason: string, keepFamilyId?: string): Promise<void> {
    for (const id of await repo.openFamilies(this.db, userId, keepFamilyId))
      await this.revokeFamily(id, reason);
  }

  private async issueRefreshToken(db: Db, familyId: string): Promise<string> {
    const token = `qr_${randomToken(32)}`;
    const now = this.clock.now();
    await repo.insertRefreshToken(db, {
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
