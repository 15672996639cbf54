// The built console served on the API origin: files present at start-up, files written later (a
// rebuild while the server runs), the SPA fallback, and nothing outside the build folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers.ts';

describe('the console build on the API origin', () => {
  const root = mkdtempSync(join(tmpdir(), 'quiver-console-static-'));
  const consoleDir = join(root, 'dist');
  let harness: Harness;

  beforeAll(async () => {
    mkdirSync(join(consoleDir, 'assets'), { recursive: true });
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>v1</title>');
    writeFileSync(join(consoleDir, 'assets', 'index-aaaa1111.js'), 'console.log(1);');
    writeFileSync(join(root, 'secret.js'), 'outside the build');
    harness = await startHarness({ consoleDir });
  });
  afterAll(async () => {
    await harness.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => harness.app.inject({ method: 'GET', url });

  it('serves hashed assets found at start-up as immutable', async () => {
    const response = await get('/assets/index-aaaa1111.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a rebuild written while the server runs', async () => {
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>v2</title>');
    writeFileSync(join(consoleDir, 'assets', 'index-bbbb2222.js'), 'console.log(2);');
    const screen = await get('/dashboard');
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('v2');
    expect(screen.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/index-bbbb2222.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(2);');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing file and never serves outside the build folder', async () => {
    expect((await get('/assets/missing-cccc3333.js')).statusCode).toBe(404);
    for (const url of ['/../secret.js', '/assets/../../secret.js', '/%2e%2e/secret.js']) {
      const response = await get(url);
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain('outside the build');
    }
  });

  it('sends the prerendered /login to a plain arrival only, and the shell otherwise', async () => {
    writeFileSync(join(consoleDir, 'login.html'), '<!doctype html><title>login</title>');
    for (const url of [
      '/login',
      '/LOGIN',
      '/login/',
      '/login?returnUrl=%2Fdashboard',
      '/login?redirect=/x',
    ]) {
      const response = await get(url);
      expect(response.body, url).toContain('<title>login</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of [
      '/login?githubLoginFailed=1',
      '/login?type=github&code=abc&state=s',
      '/login?channel=aws&extAccountToken=t',
      '/register',
      '/loginx',
    ])
      expect((await get(url)).body, url).not.toContain('<title>login</title>');
    rmSync(join(consoleDir, 'login.html'));
    expect((await get('/login')).body).not.toContain('<title>login</title>');
  });
});
