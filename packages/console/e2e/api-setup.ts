// Setup through the API, for specs whose subject comes after it: a signed-in customer and an Active
// Shared instance built from what the catalogue offers (sign-up and the create wizard have specs of
// their own that walk them in the browser).
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, mailedCode, newAccount, type Account } from './fixtures.ts';

const v1 = '/api/dbaas/v1';
const v2 = '/api/dbaas/v2';

export interface Session {
  /** The account's e-mail address (the admin command names accounts by it). */
  email: string;
  accessToken: string;
  refreshToken: string;
  clientAddress: string;
}

/** A new account through the API (sign-up with the e-mailed code), and its session. */
export async function registerThroughApi(
  request: APIRequestContext,
  clientAddress: string,
  overrides: Partial<Account> = {},
): Promise<Session> {
  const account = { ...newAccount(), ...overrides };
  const headers = { 'x-forwarded-for': clientAddress };
  await request.post(`${v1}/auth/email/captcha`, {
    headers,
    data: { email: account.email, purpose: 'register' },
  });
  const registered = await request.post(`${v1}/auth/register`, {
    headers,
    data: { ...account, emailCode: await mailedCode(request, account.email) },
  });
  const body = (await registered.json()) as {
    code: number;
    data: { accessToken: string; refreshToken: string };
  };
  expect(body.code).toBe(200);
  return { ...body.data, clientAddress, email: account.email };
}

/** A new account through the API, signed in on `page` (its tokens stored before the app starts). */
export async function signInThroughApi(
  page: Page,
  request: APIRequestContext,
  clientAddress: string,
  overrides: Partial<Account> = {},
): Promise<Session> {
  const session = await registerThroughApi(request, clientAddress, overrides);
  await page.addInitScript((tokens) => {
    if (localStorage.getItem('accessToken') !== null) return;
    localStorage.setItem('accessToken', tokens.accessToken);
    localStorage.setItem('refreshToken', tokens.refreshToken);
    // The consent panel is answered, as a returning customer's would be.
    localStorage.setItem('cookiesSettings', 'true');
  }, session);
  return session;
}

/** The data of a successful API answer, as the signed-in customer. */
export async function apiData<T>(
  request: APIRequestContext,
  session: Session,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: {
      Authorization: `Bearer ${session.accessToken}`,
      'x-forwarded-for': session.clientAddress,
    },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** Which size `placement` takes: the edition's first (smallest), or its dearest. */
export type SizeChoice = 'first' | 'dearest';

/** The first usable region of a Blaze edition, its first (or dearest) size and the default image. */
export async function placement(
  request: APIRequestContext,
  session: Session,
  edition: 'shared' | 'standard',
  size: SizeChoice = 'first',
) {
  const products = await apiData<{
    items: { key: string; sizes: { id: string; hourlyPriceMicros: number }[] }[];
  }>(request, session, 'GET', `${v2}/product/list?kind=BLAZE`);
  const sizes = products.items.find((item) => item.key === edition)?.sizes ?? [];
  const chosen =
    size === 'first'
      ? sizes[0]
      : [...sizes].sort((a, b) => b.hourlyPriceMicros - a.hourlyPriceMicros)[0];
  const sizeId = chosen?.id ?? '';
  expect(sizeId, `a ${edition} size`).not.toBe('');
  const regions = await apiData<{ items: { id: string; vendor: string }[] }>(
    request,
    session,
    'GET',
    `${v2}/region/list/usable?edition=${edition}&sizeId=${encodeURIComponent(sizeId)}`,
  );
  const images = await apiData<{ items: { id: string; isDefault: boolean }[] }>(
    request,
    session,
    'GET',
    `${v1}/image/list?kind=BLAZE`,
  );
  const region = regions.items[0];
  const image = images.items.find((item) => item.isDefault) ?? images.items[0];
  expect(region, `a usable ${edition} region`).toBeDefined();
  expect(image, 'a Blaze image').toBeDefined();
  return { sizeId, vendor: region?.vendor, region: region?.id, version: image?.id };
}

/** Creates a Blaze instance of an edition where `placement` puts it (not waited for). */
export async function createInstance(
  request: APIRequestContext,
  session: Session,
  name: string,
  edition: 'shared' | 'standard' = 'shared',
  size: SizeChoice = 'first',
): Promise<{ id: string; name: string }> {
  return apiData<{ id: string; name: string }>(request, session, 'POST', `${v1}/instance/create`, {
    edition,
    ...(await placement(request, session, edition, size)),
    name,
    allowedIps: [],
    rootPassword: 'Graph-Root-2026',
  });
}

/** Creates a Shared Blaze instance (not waited for). */
export function createSharedInstance(request: APIRequestContext, session: Session, name: string) {
  return createInstance(request, session, name, 'shared');
}

/** A Blaze instance (Shared unless told), waited for until Active. */
export async function activeInstance(
  request: APIRequestContext,
  session: Session,
  name: string,
  edition: 'shared' | 'standard' = 'shared',
  size: SizeChoice = 'first',
): Promise<{ id: string; name: string }> {
  const created = await createInstance(request, session, name, edition, size);
  await expect
    .poll(
      async () =>
        (
          await apiData<{ status: string }>(
            request,
            session,
            'GET',
            `${v1}/instance/detail?instanceId=${encodeURIComponent(created.id)}`,
          )
        ).status,
      { timeout: 90_000, intervals: [500, 1_000] },
    )
    .toBe('RUNNING');
  return created;
}

/**
 * The account's free Powerhouse cluster (its fixed configuration, `/cluster/quiverv5/free/create`),
 * waited for until Active: for specs whose subject is what a cluster is used with (a Manager).
 */
export async function activeFreeCluster(
  request: APIRequestContext,
  session: Session,
  name: string,
): Promise<{ id: string; name: string }> {
  const created = await apiData<{ id: string; name: string }>(
    request,
    session,
    'POST',
    `${v1}/cluster/quiverv5/free/create`,
    { name, rootPassword: 'Graph-Root-2026' },
  );
  await expect
    .poll(
      async () =>
        (
          await apiData<{ status: string }>(
            request,
            session,
            'GET',
            `${v1}/cluster/detail?clusterId=${encodeURIComponent(created.id)}`,
          )
        ).status,
      { timeout: 120_000, intervals: [500, 1_000] },
    )
    .toBe('RUNNING');
  return created;
}

/** A staff e-mail address: a verified address on the staff domain of the global setup is staff. */
export function staffEmail(): string {
  return `e2e-staff-${randomUUID().slice(0, 12)}@quiver.dev`;
}

/** Puts a card the sandbox accepts on file (a Standard instance needs one to start). */
export async function addCardThroughApi(request: APIRequestContext, session: Session) {
  await apiData(request, session, 'POST', `${v1}/instance/pay`, {
    paymentMethod: {
      type: 'card',
      holderName: 'Ada Lovelace',
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      cvc: '123',
    },
  });
}
