// The console build ships .br/.gz beside its text files (packages/console/vite.config.ts): the
// server sends the compressed copy to a browser that accepts it, and the plain file to one that
// does not, with the same caching.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers.ts';

describe('pre-compressed console assets', () => {
  const root = mkdtempSync(join(tmpdir(), 'quiver-console-compressed-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let harness: Harness;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'), { recursive: true });
    const html = `<!doctype html><title>app</title>${'<!-- padding -->'.repeat(100)}`;
    writeFileSync(join(root, 'index.html'), html);
    writeFileSync(join(root, 'index.html.br'), brotliCompressSync(html));
    const file = join(root, 'assets', 'index-dddd4444.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    harness = await startHarness({ consoleDir: root });
  });
  afterAll(async () => {
    await harness.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (encoding?: string) =>
    harness.app.inject({
      method: 'GET',
      url: '/assets/index-dddd4444.js',
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });

  it('sends brotli to a browser that accepts it, cached for good', async () => {
    const response = await get('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('a screen gets the compressed index.html, still revalidated on every load', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>app</title>');
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });
});
