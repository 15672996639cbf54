import type { FileRequest } from '@quiver/contract';
// What the billing suites share: an account with a card and a Standard or Shared instance, driven
// through the API with a clock the test moves; PDF text read back with a real parser (pdf.js).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ManualClock } from '../src/lib/clock.ts';
import { SandboxPaymentProvider, type ChargeRequest } from '../src/providers/index.ts';
import {
  call,
  register,
  sandboxCard,
  sharedInstanceBody,
  v1,
  type Envelope,
  type Harness,
} from './helpers.ts';

/** A sandbox that remembers every charge it was asked for (by idempotency key). */
export class WatchedSandbox extends SandboxPaymentProvider {
  readonly requests: ChargeRequest[] = [];
  override charge(request: ChargeRequest) {
    this.requests.push(request);
    return super.charge(request);
  }
}

export const at = (iso: string) => new ManualClock(new Date(iso));

export const standardBody = (name: string) => ({
  ...sharedInstanceBody(name),
  edition: 'standard',
  sizeId: 'standard-4c16g',
});

/** $1.14/hr running; stopped, its 50 GB cost 50 x 137 micro-dollars an hour. */
export const standardHourly = 1_140_000;
export const standardStoppedHourly = 50 * 137;

export interface Account {
  email: string;
  token: string;
  get<T>(path: string, query?: Record<string, string>): Promise<Envelope<T>>;
  post<T>(path: string, body: unknown): Promise<Envelope<T>>;
}

export async function account(h: Harness, withCard = true): Promise<Account> {
  const { email, accessToken } = await register(h);
  const self: Account = {
    email,
    token: accessToken,
    get: (path, query) =>
      call(h.app, 'GET', v1(path), { token: accessToken, ...(query ? { query } : {}) }),
    post: (path, body) => call(h.app, 'POST', v1(path), { token: accessToken, body }),
  };
  if (withCard) {
    const paid = await self.post('/instance/pay', { paymentMethod: sandboxCard });
    if (paid.code !== 200) throw new Error(`card refused: ${JSON.stringify(paid)}`);
  }
  return self;
}

/** Creates an instance and runs its jobs: it is RUNNING at the clock's time. */
export async function runningInstance(h: Harness, owner: Account, body: object): Promise<string> {
  const created = await owner.post<{ id: string }>('/instance/create', body);
  if (created.code !== 200 || !created.data) throw new Error(JSON.stringify(created));
  await h.app.services.jobs.runUntilIdle();
  return created.data.id;
}

export async function act(h: Harness, owner: Account, action: string, instanceId: string) {
  const answer = await owner.post(`/instance/${action}`, { instanceId });
  if (answer.code !== 200) throw new Error(`${action}: ${JSON.stringify(answer)}`);
  await h.app.services.jobs.runUntilIdle();
}

/** Downloads one of the owner's files as the console does: a ticket first, then its URL. */
export async function download(h: Harness, owner: Account, request: FileRequest) {
  const issued = await owner.post<{ url: string }>('/file/ticket', request);
  if (issued.code !== 200 || !issued.data) throw new Error(`ticket: ${JSON.stringify(issued)}`);
  return h.app.inject({ method: 'GET', url: issued.data.url });
}

/** The text of every page of a PDF, read by pdf.js (a real parser, not a grep of its bytes). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${join(root, 'standard_fonts')}/`,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await document.destroy();
  return pages.join('\n');
}
