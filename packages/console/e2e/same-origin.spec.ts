// The server serves the built console beside the API: screens fall back to index.html (revalidated
// on every load), hashed assets are cached for good, and neither an unknown API address nor a
// missing file is answered with the app.
import { expect, test } from './fixtures.ts';

test('screens, assets and API share one origin with the right caching', async ({ request }) => {
  const screen = await request.get('/some/deep/screen?x=1');
  expect(screen.status()).toBe(200);
  expect(screen.headers()['content-type']).toContain('text/html');
  expect(screen.headers()['cache-control']).toBe('no-cache');
  expect(screen.headers()['content-security-policy']).toContain("script-src 'self'");
  const html = await screen.text();

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script ?? '');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const unknownApi = await request.get('/api/dbaas/v1/no-such-endpoint');
  expect(unknownApi.status()).toBe(404);
  expect(unknownApi.headers()['content-type']).toContain('application/json');
  expect((await request.get('/assets/no-such-file.js')).status()).toBe(404);

  const notice = await request.get('/api/dbaas/v1/notice/get');
  expect(((await notice.json()) as { code: number }).code).toBe(200);
});
