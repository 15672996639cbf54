import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTickets } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/secrets.ts';
import {
  call,
  register,
  sharedInstanceBody,
  skipSuite,
  startHarness,
  v1,
  type Harness,
} from './helpers.ts';

interface Ticket {
  ticket: string;
  url: string;
  expiresAt: string;
}
interface LogPage {
  items: { level: number; message: string }[];
  total: number;
}
type Refusal = { fields?: Record<string, string>; reason?: string };

// The provider stamps log lines with the wall clock, which runs ahead of the test's manual clock:
// every request names its range.
const range = () => ({
  from: new Date(Date.now() - 3600_000).toISOString(),
  to: new Date(Date.now() + 120_000).toISOString(),
});

describe.skipIf(skipSuite)('log search and file downloads by ticket', () => {
  let h: Harness;
  let token: string;
  let otherToken: string;
  let instanceId: string;

  beforeAll(async () => {
    h = await startHarness();
    token = (await register(h)).accessToken;
    otherToken = (await register(h)).accessToken;
    const created = await call<{ id: string }>(h.app, 'POST', v1('/instance/create'), {
      token,
      body: sharedInstanceBody('ticket graph'),
    });
    instanceId = created.data?.id ?? '';
    await h.app.services.jobs.runUntilIdle();
    // A known line: the settings change is logged by the provider as 'Settings changed: …'.
    const changed = await call(h.app, 'POST', v1('/instance/update/server'), {
      token,
      body: { instanceId, logLevel: 4 },
    });
    expect(changed.code).toBe(200);
    await h.app.services.jobs.runUntilIdle();
  });
  afterAll(() => h?.close());

  const logs = (query: Record<string, string>, as = token) =>
    call<LogPage>(h.app, 'GET', v1('/instance/monitor/log'), {
      token: as,
      query: { instanceId, ...range(), ...query },
    });
  const ticketFor = (body: Record<string, unknown>, as = token) =>
    call<Ticket>(h.app, 'POST', v1('/file/ticket'), {
      token: as,
      body: { kind: 'instanceLog', instanceId, ...range(), ...body },
    });
  const open = (url: string) => h.app.inject({ method: 'GET', url });

  it('searches the log in any letter case, with the level filter, counting only matches', async () => {
    const all = await logs({});
    expect(all.data?.total).toBeGreaterThan(1);
    const found = await logs({ search: 'SETTINGS changed' });
    expect(found.code).toBe(200);
    expect(found.data?.items.length).toBeGreaterThan(0);
    expect(found.data?.items.every((entry) => /settings changed/i.test(entry.message))).toBe(true);
    expect(found.data?.total).toBe(found.data?.items.length);
    expect((await logs({ search: 'settings', level: '1' })).data?.total).toBe(0);
    // What a user types is text, never a pattern.
    expect((await logs({ search: '%' })).data?.total).toBe(0);
    expect((await logs({ search: '_' })).data?.total).toBe(0);
    const tooLong = await logs({ search: 'x'.repeat(201) });
    expect(tooLong.code).toBe(1216);
    expect((tooLong.data as Refusal | undefined)?.fields).toEqual({
      search: 'api.log-search-too-long',
    });
  });

  it("keeps the search to the caller's own instance", async () => {
    expect((await logs({ search: 'settings' }, otherToken)).code).toBe(404);
  });

  it('hands out a ticket stored hashed, and the download answers the filtered log once', async () => {
    const issued = await ticketFor({ level: 3, search: 'settings' });
    expect(issued.code).toBe(200);
    const { ticket, url, expiresAt } = issued.data as Ticket;
    expect(url).toBe(`/api/dbaas/v1/file/download?ticket=${ticket}`);
    expect(Date.parse(expiresAt) - h.clock.now().getTime()).toBe(60_000);

    const [stored] = await h.database.db
      .select()
      .from(downloadTickets)
      .where(eq(downloadTickets.ticketHash, sha256(ticket)));
    expect(stored?.request).toMatchObject({ kind: 'instanceLog', instanceId, search: 'settings' });
    expect(JSON.stringify(stored)).not.toContain(ticket);

    const file = await open(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="ticket graph-log-\d{8}-\d{4}\.txt"; filename\*=UTF-8''ticket%20graph-log-/,
    );
    expect(file.headers['cache-control']).toBe('no-store');
    const lines = file.body.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toMatch(/^\d{4}-\d\d-\d\dT\S+Z {2}INFO {5}Settings changed: /);

    const again = await open(url);
    expect(again.statusCode).toBe(404);
    expect(again.headers['content-disposition']).toBeUndefined();
    expect(again.json()).toMatchObject({
      code: 404,
      message: 'This download link expired or was already used: start the download again.',
    });
  });

  it('writes the file oldest line first, every line of the log when nothing narrows it', async () => {
    const { data } = await ticketFor({});
    const file = await open(data?.url ?? '');
    const times = file.body
      .trimEnd()
      .split('\n')
      .map((line) => Date.parse(line.slice(0, 24)));
    expect(times.length).toBe((await logs({ pageSize: '100' })).data?.total);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('refuses a ticket after 60 seconds', async () => {
    const { data } = await ticketFor({});
    h.clock.advance(61);
    const late = await open(data?.url ?? '');
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ code: 404 });
  });

  it('refuses tickets that were never issued, and malformed ones, with a real HTTP status', async () => {
    const unknown = await open('/api/dbaas/v1/file/download?ticket=' + 'A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404 });
    const malformed = await open('/api/dbaas/v1/file/download?ticket=short');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toMatchObject({
      code: 1216,
      data: { fields: { ticket: 'api.ticket-invalid' } },
    });
    const missing = await open('/api/dbaas/v1/file/download');
    expect(missing.json()).toMatchObject({ data: { fields: { ticket: 'api.ticket-required' } } });
  });

  it("gives no ticket for another account's instance, nor to anyone signed out", async () => {
    const theirs = await ticketFor({}, otherToken);
    expect(theirs.code).toBe(404);
    expect(theirs.message).toBe('Instance not found.');
    const anonymous = await call(h.app, 'POST', v1('/file/ticket'), {
      body: { kind: 'instanceLog', instanceId },
    });
    expect(anonymous.code).toBe(401);
    const unknownKind = await call<Refusal>(h.app, 'POST', v1('/file/ticket'), {
      token,
      body: { kind: 'report', instanceId },
    });
    expect(unknownKind.data?.fields).toEqual({ kind: 'validation.invalid-option' });
  });

  it('checks the instance again at download: a ticket outlives no termination', async () => {
    const { data } = await ticketFor({});
    const name = 'ticket graph';
    const ended = await call(h.app, 'POST', v1('/instance/terminate'), {
      token,
      body: { instanceId, confirmName: name },
    });
    expect(ended.code).toBe(200);
    await h.app.services.jobs.runUntilIdle();
    const file = await open(data?.url ?? '');
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ code: 1216, message: expect.stringMatching(/cancelled/) });
  });
});

describe.skipIf(skipSuite)('the download rate limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ rateLimits: { global: 100_000, sensitive: 3 } });
  });
  afterAll(() => h?.close());

  it('holds guesses at a ticket to the sensitive limit per address, answering HTTP 429', async () => {
    const guess = () =>
      h.app.inject({ method: 'GET', url: `/api/dbaas/v1/file/download?ticket=${'B'.repeat(43)}` });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await guess()).statusCode).toBe(404);
    const blocked = await guess();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 1216, data: { reason: 'tooManyRequests' } });
  });
});
