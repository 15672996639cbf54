// The limit on every route (RATE_LIMIT) counts API calls only. The console's files and the SPA's
// HTML are served by the same server: a cold page load is about 120 requests, so when they counted,
// a few fresh tabs from one address got the 1216 JSON envelope instead of the page, and JS chunks
// fetched mid-session came back as JSON ("Failed to fetch dynamically imported module").
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, v1, type Harness } from './helpers.ts';

const limit = 5;

describe('the limit on every route spares the console', () => {
  const root = mkdtempSync(join(tmpdir(), 'quiver-console-rate-limit-'));
  const consoleDir = join(root, 'dist');
  let harness: Harness;

  beforeAll(async () => {
    mkdirSync(join(consoleDir, 'assets'), { recursive: true });
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(consoleDir, 'login.html'), '<!doctype html><title>login</title>');
    writeFileSync(join(consoleDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (let index = 0; index < 10; index += 1)
      writeFileSync(join(consoleDir, 'assets', `chunk-${index}.js`), `export const n = ${index};`);
    writeFileSync(join(consoleDir, 'assets', 'index.css'), 'body{margin:0}');
    harness = await startHarness({
      consoleDir,
      rateLimits: { global: limit, sensitive: 100_000 },
    });
  });
  afterAll(async () => {
    await harness.close();
    rmSync(root, { recursive: true, force: true });
  });

  // Every request from one address (inject's default, 127.0.0.1), as one office behind one IP.
  const get = (url: string) => harness.app.inject({ method: 'GET', url });

  /** A cold page load: the screen's HTML, then its files (found at start-up or written later). */
  async function loadPage(screen: string) {
    const answers = [await get(screen)];
    for (let index = 0; index < 10; index += 1)
      answers.push(await get(`/assets/chunk-${index}.js`));
    answers.push(await get('/assets/index.css'), await get('/favicon.svg'));
    answers.push(await get('/assets/late-chunk.js'));
    return answers;
  }

  function expectServed(answers: Awaited<ReturnType<typeof get>>[]) {
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).not.toMatch(/json/);
      expect(answer.body).not.toMatch(/Too many requests|tooManyRequests|"code":1216/);
      expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
    }
  }

  it('serves many more files and page loads than the limit, and still refuses API calls past it with 1216', async () => {
    // Written after start-up: served by the SPA fallback's sendFile, not a route of its own.
    writeFileSync(join(consoleDir, 'assets', 'late-chunk.js'), 'export const late = true;');
    for (const screen of ['/', '/dashboard', '/login', '/instances/abc', '/login?returnUrl=%2Fx']) {
      const answers = await loadPage(screen);
      expectServed(answers);
      expect(answers[0]?.body).toMatch(/<title>(console|login)<\/title>/);
      expect(answers[1]?.body).toBe('export const n = 0;');
      expect(answers.at(-1)?.body).toBe('export const late = true;');
    }

    const api = () => get(v1('/notice/get'));
    const calls = [];
    for (let index = 0; index < limit + 2; index += 1) calls.push(await api());
    expect(calls.slice(0, limit).map((call) => call.json<{ code: number }>().code)).toEqual(
      Array<number>(limit).fill(200),
    );
    for (const refused of calls.slice(limit)) {
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({
        code: 1216,
        message: expect.stringMatching(/^Too many requests: try again in \d+ seconds\.$/),
        data: { reason: 'tooManyRequests' },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('keeps serving the page and its files to an address the API refuses (mid-session chunks)', async () => {
    expect((await get(v1('/notice/get'))).json()).toMatchObject({ code: 1216 });
    const answers = await loadPage('/settings');
    expectServed(answers);
    expect(answers[0]?.body).toContain('<title>console</title>');
    expect((await get(v1('/notice/get'))).json()).toMatchObject({
      code: 1216,
      data: { reason: 'tooManyRequests' },
    });
  });
});
