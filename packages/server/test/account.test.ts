import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betaApplications,
  instances,
  questionnaireResponses,
  trackingEvents,
  users,
} from '../src/db/schema.ts';
import { runAdmin } from '../src/admin.ts';
import { readMailbox } from '../src/modules/mail/mailer.ts';
import {
  call,
  freshEmail,
  register,
  skipSuite,
  startHarness,
  v1,
  type Harness,
} from './helpers.ts';

type Fields = { fields?: Record<string, string>; reason?: string };

describe.skipIf(skipSuite)('account: info, profile, API keys, bindings, onboarding', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  describe('user info and isQuiver', () => {
    it.each([
      ['quiver.dev', true],
      ['ops.quiver.dev', true],
      ['quiver.dev.evil.io', false],
      ['notquiver.dev', false],
      ['example.com', false],
    ])('an address on %s is staff: %s', async (domain, staff) => {
      const account = await register(h, freshEmail('staff', domain));
      const info = await call<Record<string, unknown>>(h.app, 'GET', v1('/user/info'), {
        token: account.accessToken,
      });
      expect(info.data).toMatchObject({
        email: account.email,
        identityType: 'email',
        isTwofa: false,
        isQuiver: staff,
        status: 'NORMAL',
      });
    });

    it('answers the caller IP', async () => {
      const account = await register(h);
      const ip = await call<{ ip: string }>(h.app, 'GET', v1('/user/ip'), {
        token: account.accessToken,
      });
      expect(ip.data?.ip).toBe('127.0.0.1');
    });
  });

  describe('profile', () => {
    it('reads, updates only the sent fields, clears with null', async () => {
      const account = await register(h);
      const empty = await call<Record<string, unknown>>(h.app, 'GET', v1('/user/profile'), {
        token: account.accessToken,
      });
      expect(empty.data).toMatchObject({
        email: account.email,
        loginId: account.email,
        name: null,
        phone: null,
      });
      const updated = await call<Record<string, unknown>>(
        h.app,
        'POST',
        v1('/user/profile/update'),
        {
          token: account.accessToken,
          body: { name: 'Zoë Ünïcødé 测试', phone: '+49 (30) 123-456', city: 'Berlin' },
        },
      );
      expect(updated.data).toMatchObject({
        name: 'Zoë Ünïcødé 测试',
        phone: '+49 (30) 123-456',
        city: 'Berlin',
        country: null,
      });
      const cleared = await call<Record<string, unknown>>(
        h.app,
        'POST',
        v1('/user/profile/update'),
        {
          token: account.accessToken,
          body: { city: null },
        },
      );
      expect(cleared.data).toMatchObject({ name: 'Zoë Ünïcødé 测试', city: null });
    });

    it('refuses bad fields with keys and changes nothing', async () => {
      const account = await register(h);
      await call(h.app, 'POST', v1('/user/profile/update'), {
        token: account.accessToken,
        body: { name: 'Kept' },
      });
      const bad = await call<Fields>(h.app, 'POST', v1('/user/profile/update'), {
        token: account.accessToken,
        body: { name: 'x'.repeat(51), phone: 'call me', postalCode: 'ünï', city: 'Berlin' },
      });
      expect(bad.code).toBe(1216);
      expect(Object.keys(bad.data?.fields ?? {}).sort()).toEqual(['name', 'phone', 'postalCode']);
      const profile = await call<Record<string, unknown>>(h.app, 'GET', v1('/user/profile'), {
        token: account.accessToken,
      });
      expect(profile.data).toMatchObject({ name: 'Kept', city: null });
    });
  });

  describe('API keys', () => {
    it('creates (secret once), lists without secrets, works as a credential, renames, deletes', async () => {
      const account = await register(h);
      const created = await call<{ id: string; secret: string; prefix: string }>(
        h.app,
        'POST',
        v1('/openkey/create'),
        {
          token: account.accessToken,
          body: { name: 'CI deploys' },
        },
      );
      expect(created.code).toBe(200);
      const secret = created.data?.secret ?? '';
      expect(secret).toMatch(/^qk_[0-9a-f]{12}_/);
      expect(secret.startsWith(created.data?.prefix ?? '-')).toBe(true);
      const list = await call<{ items: Array<Record<string, unknown>> }>(
        h.app,
        'GET',
        v1('/openkey/list'),
        { token: account.accessToken },
      );
      expect(list.data?.items).toHaveLength(1);
      expect(JSON.stringify(list.data)).not.toContain(secret.slice(16));

      const viaKey = await call<{ email: string }>(h.app, 'GET', v1('/user/info'), {
        token: secret,
      });
      expect(viaKey.data?.email).toBe(account.email);
      // A key cannot mint keys or change account security.
      const mint = await call(h.app, 'POST', v1('/openkey/create'), {
        token: secret,
        body: { name: 'more' },
      });
      expect(mint.code).toBe(1216);
      expect(
        (await call(h.app, 'GET', v1('/user/info'), { token: `${secret.slice(0, -2)}xx` })).code,
      ).toBe(401);

      const renamed = await call<{ name: string }>(h.app, 'POST', v1('/openkey/update'), {
        token: account.accessToken,
        body: { id: created.data?.id, name: 'Renamed' },
      });
      expect(renamed.data?.name).toBe('Renamed');
      expect(
        (
          await call(h.app, 'POST', v1('/openkey/delete'), {
            token: account.accessToken,
            body: { id: created.data?.id },
          })
        ).code,
      ).toBe(200);
      expect((await call(h.app, 'GET', v1('/user/info'), { token: secret })).code).toBe(401);
    });

    it("never reaches another account's key (404), and expires keys", async () => {
      const owner = await register(h);
      const stranger = await register(h);
      const created = await call<{ id: string; secret: string }>(
        h.app,
        'POST',
        v1('/openkey/create'),
        {
          token: owner.accessToken,
          body: {
            name: 'mine',
            expiresAt: new Date(h.clock.now().getTime() + 3600_000).toISOString(),
          },
        },
      );
      const id = created.data?.id;
      expect(
        (
          await call(h.app, 'POST', v1('/openkey/update'), {
            token: stranger.accessToken,
            body: { id, name: 'stolen' },
          })
        ).code,
      ).toBe(404);
      expect(
        (
          await call(h.app, 'POST', v1('/openkey/delete'), {
            token: stranger.accessToken,
            body: { id },
          })
        ).code,
      ).toBe(404);
      const list = await call<{ items: unknown[] }>(h.app, 'GET', v1('/openkey/list'), {
        token: stranger.accessToken,
      });
      expect(list.data?.items).toEqual([]);
      expect(
        (await call(h.app, 'GET', v1('/user/info'), { token: created.data?.secret })).code,
      ).toBe(200);
      h.clock.advance(3601);
      expect(
        (await call(h.app, 'GET', v1('/user/info'), { token: created.data?.secret })).code,
      ).toBe(401);
    });

    it('caps keys at 20 per account', async () => {
      const account = await register(h);
      for (let i = 0; i < 20; i++)
        await call(h.app, 'POST', v1('/openkey/create'), {
          token: account.accessToken,
          body: { name: `k${i}` },
        });
      const over = await call(h.app, 'POST', v1('/openkey/create'), {
        token: account.accessToken,
        body: { name: 'k21' },
      });
      expect(over).toMatchObject({
        code: 1216,
        message: 'You can have at most 20 API keys: delete one first.',
      });
    });
  });

  describe('marketplace bindings', () => {
    it('binds, answers bound queries, refuses a second account, unbinds', async () => {
      const a = await register(h);
      const b = await register(h);
      const token = `mkt-${Math.random().toString(36).slice(2)}`;
      const query = { channel: 'aws-marketplace', extAccountToken: token };
      expect((await call(h.app, 'GET', v1('/auth/external/bound'), { query })).data).toEqual({
        bound: false,
      });
      const bound = await call(h.app, 'POST', v1('/auth/bind/external'), {
        token: a.accessToken,
        body: query,
      });
      expect(bound).toMatchObject({ code: 200, data: { channel: 'aws-marketplace' } });
      expect((await call(h.app, 'GET', v1('/auth/external/bound'), { query })).data).toEqual({
        bound: true,
      });
      const mine = await call<{ items: unknown[] }>(h.app, 'GET', v1('/user/external/bound'), {
        token: a.accessToken,
      });
      expect(mine.data?.items).toHaveLength(1);
      const theirs = await call<{ items: unknown[] }>(h.app, 'GET', v1('/user/external/bound'), {
        token: b.accessToken,
      });
      expect(theirs.data?.items).toEqual([]);
      const stolen = await call(h.app, 'POST', v1('/auth/bind/external'), {
        token: b.accessToken,
        body: query,
      });
      expect(stolen.message).toBe(
        'This marketplace account is already linked to a Quiver Cloud account.',
      );
      expect(
        (
          await call(h.app, 'GET', v1('/auth/unbind'), {
            token: b.accessToken,
            query: { channel: 'aws-marketplace' },
          })
        ).code,
      ).toBe(1216);
      expect(
        (
          await call(h.app, 'GET', v1('/auth/unbind'), {
            token: a.accessToken,
            query: { channel: 'aws-marketplace' },
          })
        ).code,
      ).toBe(200);
      expect((await call(h.app, 'GET', v1('/auth/external/bound'), { query })).data).toEqual({
        bound: false,
      });
    });
  });

  describe('onboarding', () => {
    it('questionnaire is due until answered or skipped', async () => {
      for (const body of [
        { skipped: true },
        {
          skipped: false,
          answers: {
            role: 'developer',
            useCases: ['fraud-detection'],
            experience: 'learning',
            dataSize: 'unknown',
          },
        },
      ]) {
        const account = await register(h);
        expect(
          (await call(h.app, 'GET', v1('/questionnaire/guide'), { token: account.accessToken }))
            .data,
        ).toBe(true);
        expect(
          (
            await call(h.app, 'POST', v1('/questionnaire/create'), {
              token: account.accessToken,
              body,
            })
          ).code,
        ).toBe(200);
        expect(
          (await call(h.app, 'GET', v1('/questionnaire/guide'), { token: account.accessToken }))
            .data,
        ).toBe(false);
      }
    });

    it('refuses answers off the list and stores nothing', async () => {
      const account = await register(h);
      const bad = await call<Fields>(h.app, 'POST', v1('/questionnaire/create'), {
        token: account.accessToken,
        body: {
          skipped: false,
          answers: {
            role: "'; drop table users; --",
            useCases: [],
            experience: 'x',
            dataSize: 'y',
          },
        },
      });
      expect(bad.code).toBe(1216);
      const [user] = await h.database.db.select().from(users).where(eq(users.email, account.email));
      const rows = await h.database.db
        .select()
        .from(questionnaireResponses)
        .where(eq(questionnaireResponses.userId, user?.id ?? ''));
      expect(rows).toEqual([]);
    });

    it('instance guide is true while the account has no instance', async () => {
      const account = await register(h);
      expect(
        (await call(h.app, 'GET', v1('/instance/guide'), { token: account.accessToken })).data,
      ).toBe(true);
      const [user] = await h.database.db.select().from(users).where(eq(users.email, account.email));
      await h.database.db
        .insert(instances)
        .values({ userId: user?.id ?? '', name: 'g1', status: 'RUNNING' });
      expect(
        (await call(h.app, 'GET', v1('/instance/guide'), { token: account.accessToken })).data,
      ).toBe(false);
    });

    it('answers the current notice; the admin command publishes a more urgent one', async () => {
      const first = await call<{ title: string; priority: string }>(
        h.app,
        'GET',
        v1('/notice/get'),
      );
      expect(first.code).toBe(200);
      expect(first.data?.title).toBeTruthy();
      await runAdmin(
        [
          'notice',
          'publish',
          '--title',
          'Maintenance',
          '--contents',
          '<b>Sunday</b>',
          '--priority',
          'CRITICAL',
        ],
        h.app.services,
      );
      const now = await call<{ title: string; priority: string }>(h.app, 'GET', v1('/notice/get'));
      expect(now.data).toMatchObject({
        title: 'Maintenance',
        priority: 'CRITICAL',
        contents: '<b>Sunday</b>',
      });
    });

    it('stores tracking events, signed in or not, and refuses unknown ones', async () => {
      const account = await register(h);
      const before = (await h.database.db.select({ n: count() }).from(trackingEvents))[0]?.n ?? 0;
      const event = {
        spm: '101.0.0',
        event_key: 'notice_show',
        action_type: 'show',
        option: 'Welcome',
      };
      expect((await call(h.app, 'POST', v1('/eventTracking/create'), { body: event })).code).toBe(
        200,
      );
      expect(
        (
          await call(h.app, 'POST', v1('/eventTracking/create'), {
            body: event,
            token: account.accessToken,
          })
        ).code,
      ).toBe(200);
      const bad = await call(h.app, 'POST', v1('/eventTracking/create'), {
        body: { ...event, event_key: '<script>alert(1)</script>' },
      });
      expect(bad.code).toBe(1216);
      const after = (await h.database.db.select({ n: count() }).from(trackingEvents))[0]?.n ?? 0;
      expect(after - before).toBe(2);
    });

    it('beta: apply puts an application in REVIEW; the admin approves it and mails the account', async () => {
      const gated = await startHarness({ betaGate: true }, h.database);
      try {
        const account = await register(gated);
        const info = await call<{ status: string }>(gated.app, 'GET', v1('/user/info'), {
          token: account.accessToken,
        });
        expect(info.data).toMatchObject({ status: 'REVIEW', betaAppliedAt: null });
        const applied = await call<{ status: string; appliedAt: string }>(
          gated.app,
          'POST',
          v1('/auth/user/apply'),
          {
            token: account.accessToken,
            body: { company: 'Acme', useCase: 'Fraud rings in payments' },
          },
        );
        expect(applied).toMatchObject({ code: 200, data: { status: 'REVIEW' } });
        // A page opened later still knows the application waits, and since when.
        const waiting = await call<{ betaAppliedAt: string | null }>(
          gated.app,
          'GET',
          v1('/user/info'),
          { token: account.accessToken },
        );
        expect(waiting.data?.betaAppliedAt).toBe(applied.data?.appliedAt);
        expect(await runAdmin(['approve', account.email], gated.app.services)).toMatch(/Approved/);
        const approved = await call<{ status: string }>(gated.app, 'GET', v1('/user/info'), {
          token: account.accessToken,
        });
        expect(approved.data).toMatchObject({ status: 'NORMAL', betaAppliedAt: null });
        const [mail] = await readMailbox(gated.database.db, account.email);
        expect(mail?.subject).toMatch(/approved/);
        const [user] = await gated.database.db
          .select()
          .from(users)
          .where(eq(users.email, account.email));
        const [application] = await gated.database.db
          .select()
          .from(betaApplications)
          .where(eq(betaApplications.userId, user?.id ?? ''));
        expect(application?.status).toBe('APPROVED');
        await expect(runAdmin(['approve', account.email], gated.app.services)).rejects.toThrow(
          /no application/,
        );
      } finally {
        await gated.close();
      }
    });

    it('admin status BANNED signs the account out everywhere', async () => {
      const account = await register(h);
      expect(await runAdmin(['status', account.email, 'banned'], h.app.services)).toMatch(/BANNED/);
      expect(
        (
          await call(h.app, 'POST', v1('/auth/token/refresh'), {
            body: { refreshToken: account.refreshToken },
          })
        ).code,
      ).toBe(412);
      await runAdmin(['status', account.email, 'NORMAL'], h.app.services);
      await expect(runAdmin(['status', account.email, 'ROOT'], h.app.services)).rejects.toThrow(
        /Unknown status/,
      );
      expect(await runAdmin(['help'], h.app.services)).toMatch(/Usage/);
    });
  });
});
