// A real Shared instance for the benches that need one (the query screen's rows come from its real
// engine; the monitoring tab opens on its detail page), made through the API as a customer makes it.
import type { BenchAccount } from './account.ts';

export async function apiData<T>(
  base: string,
  token: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(new URL(path, base), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** A running Shared instance of the account, made through the API; answers its id. */
export async function runningInstance(base: string, account: BenchAccount): Promise<string> {
  const token = account.accessToken;
  const products = await apiData<{ items: { key: string; sizes: { id: string }[] }[] }>(
    base,
    token,
    '/api/dbaas/v2/product/list?kind=BLAZE',
  );
  const sizeId = products.items.find((item) => item.key === 'shared')?.sizes[0]?.id ?? '';
  const regions = await apiData<{ items: { id: string; vendor: string }[] }>(
    base,
    token,
    `/api/dbaas/v2/region/list/usable?edition=shared&sizeId=${sizeId}`,
  );
  const images = await apiData<{ items: { id: string; isDefault: boolean }[] }>(
    base,
    token,
    '/api/dbaas/v1/image/list?kind=BLAZE',
  );
  const created = await apiData<{ id: string }>(base, token, '/api/dbaas/v1/instance/create', {
    edition: 'shared',
    vendor: regions.items[0]?.vendor,
    region: regions.items[0]?.id,
    sizeId,
    version: images.items.find((image) => image.isDefault)?.id,
    name: 'bench',
    allowedIps: [],
    rootPassword: 'Bench-Root-2026',
  });
  for (let waited = 0; waited < 180_000; waited += 1_000) {
    const detail = await apiData<{ status: string }>(
      base,
      token,
      `/api/dbaas/v1/instance/detail?instanceId=${created.id}`,
    );
    if (detail.status === 'RUNNING') return created.id;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('The bench instance did not start within 3 minutes.');
}
