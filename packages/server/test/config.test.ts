import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration from the environment', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quiver-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has working defaults and persists a generated JWT secret in the data folder', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 24 * 3600,
      staffEmailDomain: 'quiver.dev',
      betaGate: false,
      databaseUrl: undefined,
      dataDir: join(dir, 'pglite'),
      rateLimits: { global: 600, sensitive: 20 },
    });
    const file = join(dir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(again.jwtSecret).toString()).toBe(readFileSync(file, 'utf8').trim());
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ ACCESS_TOKEN_TTL: '0' }, 'ACCESS_TOKEN_TTL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ STAFF_EMAIL_DOMAIN: 'not a domain' }, 'STAFF_EMAIL_DOMAIN'],
    [{ BETA_GATE: 'maybe' }, 'BETA_GATE'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ GOOGLE_CLIENT_ID: 'only-the-id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ DATABASE: 'disk' }, 'DATABASE'],
    [{ DATABASE: 'memory', DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }, 'DATABASE'],
    [{ RATE_LIMIT: '0' }, 'RATE_LIMIT'],
    [{ RATE_LIMIT_SENSITIVE: 'ten' }, 'RATE_LIMIT_SENSITIVE'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(name);
  });

  it('keeps the embedded database in memory with DATABASE=memory (the data folder still holds the secret)', () => {
    const config = loadConfig({ DATA_DIR: dir, DATABASE: 'memory' });
    expect(config).toMatchObject({ databaseUrl: undefined, dataDir: undefined, dataRoot: dir });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      ACCESS_TOKEN_TTL: '60',
      REFRESH_TOKEN_TTL: '3600',
      STAFF_EMAIL_DOMAIN: 'Example.ORG',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      BETA_GATE: 'on',
      JWT_SECRET: 'x'.repeat(40),
      NODE_ENV: 'production',
      RATE_LIMIT: '1200',
      RATE_LIMIT_SENSITIVE: '40',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@127.0.0.1:5432/db',
      dataDir: undefined,
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      staffEmailDomain: 'example.org',
      smtpUrl: 'smtp://127.0.0.1:2525',
      github: { clientId: 'id', clientSecret: 'secret' },
      google: undefined,
      betaGate: true,
      nodeEnv: 'production',
      rateLimits: { global: 1200, sensitive: 40 },
    });
  });
});
