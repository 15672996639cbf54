// Google and GitHub sign-in: the console sends the provider's authorization code; the server
// exchanges it (client secret never leaves the server), reads the verified e-mail, and signs the
// account in, creating it on first use. Any failure answers 1501, the console's "social login failed".
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, OAuthClient } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { SocialLoginFailed } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { sameSecret } from '../../lib/secrets.ts';
import type { AccountService, UserRow } from '../accounts/service.ts';
import type { TokenPair } from '../sessions/service.ts';
import * as repo from './repo.ts';

export type SocialProvider = 'google' | 'github';

interface ProviderProfile {
  subject: string;
  email: string;
  emailVerified: boolean;
  login: string | null;
}

const timeoutMs = 10_000;
const stateTtlSeconds = 10 * 60;

async function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function text(value: unknown, key: string): string | undefined {
  const found = field(value, key);
  if (typeof found === 'string' && found !== '') return found;
  if (typeof found === 'number') return String(found);
  return undefined;
}

export class OAuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly accounts: AccountService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The redirect address registered with the provider: the console's login page. */
  redirectUri(provider: SocialProvider): string {
    return `${this.config.publicUrl.replace(/\/$/, '')}/login?type=${provider}`;
  }

  /** Where the console sends the user to consent, with a signed anti-forgery state (10 minutes). */
  start(
    provider: SocialProvider,
  ): { enabled: false } | { enabled: true; authorizeUrl: string; state: string } {
    const client = provider === 'google' ? this.config.google : this.config.github;
    if (!client) return { enabled: false };
    const expires = Math.floor(this.clock.now().getTime() / 1000) + stateTtlSeconds;
    const body = `${provider}.${expires}.${randomBytes(16).toString('base64url')}`;
    const state = `${body}.${this.sign(body)}`;
    const url = new URL(
      provider === 'google'
        ? this.config.oauthEndpoints.googleAuthorize
        : this.config.oauthEndpoints.githubAuthorize,
    );
    url.searchParams.set('client_id', client.clientId);
    url.searchParams.set('redirect_uri', this.redirectUri(provider));
    url.searchParams.set('state', state);
    if (provider === 'google') {
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'openid email profile');
    } else {
      url.searchParams.set('scope', 'read:user user:email');
    }
    return { enabled: true, authorizeUrl: url.toString(), state };
  }

  /** True for a state this server issued for this provider that has not expired. */
  private stateIsValid(provider: SocialProvider, state: string): boolean {
    const parts = state.split('.');
    if (parts.length !== 4) return false;
    const [who, expires, nonce, signature] = parts as [string, string, string, string];
    const body = `${who}.${expires}.${nonce}`;
    return (
      who === provider &&
      sameSecret(signature, this.sign(body)) &&
      Number(expires) * 1000 > this.clock.now().getTime()
    );
  }

  private sign(body: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`oauth-state:${body}`)
      .digest('base64url');
  }

  async login(provider: SocialProvider, code: string, state?: string): Promise<TokenPair> {
    const client = provider === 'google' ? this.config.google : this.config.github;
    if (!client) throw new SocialLoginFailed('socialLoginUnavailable');
    if (state !== undefined && !this.stateIsValid(provider, state)) throw new SocialLoginFailed();
    let profile: ProviderProfile;
    try {
      profile =
        provider === 'google' ? await this.google(client, code) : await this.github(client, code);
    } catch (error) {
      this.log.warn({ err: error, provider }, 'social login: code exchange failed');
      throw new SocialLoginFailed();
    }
    const user = await this.accountFor(provider, profile);
    return this.accounts.startSession(user);
  }

  /** Trades the authorization code for the provider's token answer (the client secret stays here). */
  private exchangeCode(
    provider: SocialProvider,
    tokenUrl: string,
    client: OAuthClient,
    code: string,
    extra: Record<string, string> = {},
  ): Promise<unknown> {
    return fetchJson(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        code,
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uri: this.redirectUri(provider),
        ...extra,
      }),
    });
  }

  private async google(client: OAuthClient, code: string): Promise<ProviderProfile> {
    const endpoints = this.config.oauthEndpoints;
    const token = await this.exchangeCode('google', endpoints.googleToken, client, code, {
      grant_type: 'authorization_code',
    });
    const accessToken = text(token, 'access_token');
    if (!accessToken) throw new Error('Google answered without an access token');
    const info = await fetchJson(endpoints.googleUserInfo, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const subject = text(info, 'sub');
    const email = text(info, 'email');
    if (!subject || !email) throw new Error('Google user info lacks sub or email');
    return { subject, email, emailVerified: field(info, 'email_verified') === true, login: email };
  }

  private async github(client: OAuthClient, code: string): Promise<ProviderProfile> {
    const endpoints = this.config.oauthEndpoints;
    const token = await this.exchangeCode('github', endpoints.githubToken, client, code);
    const accessToken = text(token, 'access_token');
    if (!accessToken)
      throw new Error(
        `GitHub answered without an access token (${text(token, 'error') ?? 'no error'})`,
      );
    const headers = {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/vnd.github+json',
      'user-agent': 'quiver-cloud',
    };
    const profile = await fetchJson(`${endpoints.githubApi}/user`, { headers });
    const emails = await fetchJson(`${endpoints.githubApi}/user/emails`, { headers });
    const primary = Array.isArray(emails)
      ? emails.find(
          (entry) => field(entry, 'primary') === true && field(entry, 'verified') === true,
        )
      : undefined;
    const subject = text(profile, 'id');
    const email = text(primary, 'email');
    if (!subject || !email)
      throw new Error('GitHub account has no id or no verified primary e-mail');
    return { subject, email, emailVerified: true, login: text(profile, 'login') ?? null };
  }

  /** The account of a provider identity: linked before, found by verified address, or created. */
  private async accountFor(provider: SocialProvider, profile: ProviderProfile): Promise<UserRow> {
    const linkedId = await repo.findLinkedUserId(this.db, provider, profile.subject);
    if (linkedId !== undefined) {
      const user = await this.accounts.find(linkedId);
      if (user) return user;
    }
    // Linking by address only when the provider vouches for it, or anyone could claim an account.
    if (!profile.emailVerified) throw new SocialLoginFailed();
    const user = await this.accounts.socialAccount(profile.email, provider);
    if (!user) throw new SocialLoginFailed();
    await repo.linkIdentity(this.db, {
      userId: user.id,
      provider,
      subject: profile.subject,
      login: profile.login,
      createdAt: this.clock.now(),
    });
    return user;
  }
}
