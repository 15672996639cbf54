// Bad input to every endpoint, shared by bad-input*.test.ts (issue 6, "Tests and measures"): walks the contract's registry and
// sends each endpoint hostile requests — nothing at all, wrong types, huge strings, unknown fields,
// negative and non-finite numbers, arrays for strings, prototype-pollution keys, invalid ids and
// other accounts' ids. Every answer must be the envelope (never a 500); what the contract refuses
// must come back as 1216 with field errors; a refusal, or any call naming someone else's resource,
// must leave every table of the database exactly as it was.
import { randomUUID } from 'node:crypto';
import { endpoints, type AnyEndpoint } from '@quiver/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backups, instances, users } from '../src/db/schema.ts';
import { register, skipSuite, startHarness, type Harness } from './helpers.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const huge = 'x'.repeat(60_000);
/** Values that are wrong for most fields (JSON bodies). */
const hostileValues: Json[] = [
  12345,
  -1,
  1e308,
  true,
  null,
  [],
  {},
  ['a', 'b'],
  '',
  huge,
  'not-an-id',
  '../../../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '\u0000',
  { $gt: '' },
];
/** The same for query strings (GET): everything arrives as text, arrays as repeated keys. */
const hostileQueryValues: Array<string | string[]> = [
  '12345',
  '-1',
  'NaN',
  'Infinity',
  '1e308',
  'true',
  '',
  huge.slice(0, 6_000),
  ['a', 'b'],
  'not-an-id',
  '../../../../etc/passwd',
  "'; drop table users; --",
  '\u0000',
];

/** Candidate values to build a request the contract accepts, tried in order per field. */
const plausible: Json[] = [
  'graph-one',
  'Graph-Root-Pass9',
  'someone@example.com',
  '123456',
  'aws',
  'us-east-1',
  'shared-2c8g',
  'blaze-4.5.2',
  'shared',
  'BLAZE',
  'RUNNING',
  'register',
  'email',
  1,
  10,
  60061,
  80,
  3,
  0,
  true,
  false,
  [],
  [{ ip: '10.0.0.0/8', description: 'office' }],
  new Date(Date.now() - 3600_000).toISOString(),
  'https://example.com/',
  'x',
];

/** Tables that count failed attempts (sign-in, codes): a refused but well-formed request adds to them. */
const securityCounters = ['throttles', 'email_codes'];

/** Endpoints about instances, backups, clusters and managers (part 2). */
export function isResourceEndpoint(endpoint: AnyEndpoint): boolean {
  return /^(instance|backup|monitor|resetPassword|cluster|manager)\./.test(endpoint.id);
}

const isIdField = (field: string) => field === 'id' || /Ids?$/.test(field) || field === 'cloneOf';

function shapeOf(
  endpoint: AnyEndpoint,
): Record<string, { safeParse(v: unknown): { success: boolean } }> {
  const schema = endpoint.request as unknown as {
    shape?: unknown;
    _zod?: { def?: { shape?: unknown } };
  };
  return (schema.shape ?? schema._zod?.def?.shape ?? {}) as Record<
    string,
    { safeParse(v: unknown): { success: boolean } }
  >;
}

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

/** The suite over the endpoints `include` picks (two files share the registry: they run in parallel). */
export function badInputSuite(title: string, include: (endpoint: AnyEndpoint) => boolean): void {
  describe.skipIf(skipSuite)(title, () => {
    let h: Harness;
    let token: string;
    /** Someone else's resources: naming them must change nothing and reveal nothing. */
    const others = { instanceId: '', backupId: '', userId: '' };

    beforeAll(async () => {
      h = await startHarness();
      token = (await register(h)).accessToken;
      const other = await register(h);
      const [user] = await h.database.db.select().from(users).where(eq(users.email, other.email));
      others.userId = user?.id ?? '';
      const [instance] = await h.database.db
        .insert(instances)
        .values({ userId: others.userId, name: 'theirs', status: 'RUNNING' })
        .returning();
      others.instanceId = instance?.id ?? '';
      const [backup] = await h.database.db
        .insert(backups)
        .values({ instanceId: others.instanceId, tag: 'theirs', status: 'AVAILABLE', sizeBytes: 1 })
        .returning();
      others.backupId = backup?.id ?? '';
    });
    afterAll(() => h?.close());

    /**
     * One md5 per table of the public schema: any row added, changed or removed shows. Computed
     * again only when a transaction that writes has begun since the last one: every write takes a
     * transaction id, which moves the snapshot's xmax; reads take none.
     */
    let known: { xmax: string; tables: Record<string, string> } | undefined;
    async function fingerprint(): Promise<Record<string, string>> {
      const snapshot = (await h.database.db.execute(
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
      )) as unknown as { rows: Array<{ xmax: string }> };
      const xmax = snapshot.rows[0]?.xmax ?? '';
      if (known && known.xmax === xmax) return known.tables;
      const tables = await tableHashes();
      known = { xmax, tables };
      return tables;
    }

    async function tableHashes(): Promise<Record<string, string>> {
      const tables = (await h.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )) as unknown as { rows: Array<{ table_name: string }> };
      const parts = tables.rows.map(
        ({ table_name }) =>
          sql`select ${table_name} as t, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${sql.identifier(table_name)} x`,
      );
      const result = (await h.database.db.execute(
        sql.join(parts, sql` union all `),
      )) as unknown as {
        rows: Array<{ t: string; h: string }>;
      };
      return Object.fromEntries(result.rows.map((row) => [row.t, row.h]));
    }

    async function send(
      endpoint: AnyEndpoint,
      input: unknown,
      options: { token?: string | undefined; rawBody?: string } = {},
    ): Promise<Answer> {
      const headers: Record<string, string> = options.token
        ? { authorization: `Bearer ${options.token}` }
        : {};
      const response =
        endpoint.method === 'GET'
          ? await h.app.inject({
              method: 'GET',
              url: endpoint.path,
              query: input as Record<string, string | string[]>,
              headers,
            })
          : await h.app.inject({
              method: 'POST',
              url: endpoint.path,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: options.rawBody ?? JSON.stringify(input),
            });
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = undefined;
      }
      return { status: response.statusCode, body, text: response.body };
    }

    /** A request the contract accepts, naming others' resources in its id fields (or undefined). */
    function baseFor(endpoint: AnyEndpoint): Record<string, Json> | undefined {
      const shape = shapeOf(endpoint);
      const base: Record<string, Json> = {};
      for (const [field, schema] of Object.entries(shape)) {
        if (isIdField(field)) {
          const id =
            field === 'backupId'
              ? others.backupId
              : field.endsWith('Ids')
                ? [others.instanceId]
                : field === 'clusterId' || field === 'clusterIds'
                  ? randomUUID()
                  : others.instanceId;
          const value = field === 'clusterIds' ? [randomUUID()] : id;
          if (schema.safeParse(value).success) {
            base[field] = value;
            continue;
          }
        }
        if (schema.safeParse(undefined).success) continue;
        const candidates = endpoint.method === 'GET' ? plausible.map(String) : plausible;
        const value = candidates.find((candidate) => schema.safeParse(candidate).success);
        if (value !== undefined) base[field] = value;
      }
      return base;
    }

    function judge(
      endpoint: AnyEndpoint,
      what: string,
      input: unknown,
      answer: Answer,
      problems: string[],
    ): number | undefined {
      const envelope = answer.body as
        { code?: unknown; message?: unknown; data?: unknown } | undefined;
      // A file's refusal keeps the envelope but not HTTP 200, or a browser would save it as the file.
      const status = endpoint.answers === 'file' ? 404 : 200;
      if (
        answer.status !== status ||
        !envelope ||
        typeof envelope.code !== 'number' ||
        typeof envelope.message !== 'string'
      ) {
        problems.push(
          `${endpoint.id} ${what}: not an envelope (HTTP ${answer.status}) ${answer.text.slice(0, 200)}`,
        );
        return undefined;
      }
      if (envelope.code === 500 || envelope.code === 700) {
        problems.push(`${endpoint.id} ${what}: ${envelope.code} ${envelope.message}`);
        return envelope.code;
      }
      if (envelope.message === 'Not available yet.') return envelope.code;
      // What the contract refuses is refused with field errors (JSON bodies reach the schema as sent).
      if (
        input !== undefined &&
        endpoint.method === 'POST' &&
        !endpoint.request.safeParse(input).success
      ) {
        const fields = (envelope.data as { fields?: Record<string, string> } | undefined)?.fields;
        if (envelope.code !== 1216 || !fields || Object.keys(fields).length === 0)
          problems.push(
            `${endpoint.id} ${what}: the contract refuses this input, the server answered ${envelope.code} ${envelope.message} ${JSON.stringify(envelope.data ?? null).slice(0, 120)}`,
          );
      }
      // Nothing of someone else's comes back.
      for (const id of [others.instanceId, others.backupId, others.userId])
        if (envelope.code === 200 && answer.text.includes(id))
          problems.push(`${endpoint.id} ${what}: answered someone else's resource ${id}`);
      return envelope.code;
    }

    const testable = endpoints.filter(
      (endpoint) => endpoint.path.startsWith('/api/') && include(endpoint),
    );

    it.each(testable.map((endpoint) => [endpoint.id, endpoint] as const))(
      '%s',
      async (_id, endpoint) => {
        const problems: string[] = [];
        // A fresh session per endpoint: logout, password change and the like end the previous one.
        token = (await register(h)).accessToken;
        const auth = endpoint.auth === 'user' ? token : undefined;
        const shape = shapeOf(endpoint);
        const fields = Object.keys(shape);
        const base = baseFor(endpoint) ?? {};
        const hostile = endpoint.method === 'GET' ? hostileQueryValues : hostileValues;

        const variants: Array<
          [string, unknown, { rawBody?: string; token?: string | undefined }?]
        > = [
          ['nothing', {}],
          ['unknown field', { ...base, notAField: 'x' }],
          ['others’ ids', base],
        ];
        for (const field of fields)
          for (const value of hostile)
            variants.push([
              `${field}=${JSON.stringify(value).slice(0, 24)}`,
              { ...base, [field]: value },
            ]);
        for (const field of fields) {
          const { [field]: _left, ...missing } = base;
          variants.push([`without ${field}`, missing]);
        }
        if (endpoint.method === 'POST') {
          const polluting = `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}${Object.keys(
            base,
          )
            .map((key) => `,${JSON.stringify(key)}:${JSON.stringify(base[key])}`)
            .join('')}}`;
          variants.push(['prototype pollution', JSON.parse(polluting), { rawBody: polluting }]);
          variants.push(['an array body', [base]]);
          variants.push(['a string body', 'hello']);
          variants.push(['broken JSON', {}, { rawBody: '{"instanceId": ' }]);
          variants.push([
            'a body over the limit',
            {},
            { rawBody: JSON.stringify({ a: 'x'.repeat(70_000) }) },
          ]);
        } else {
          variants.push(['prototype pollution', { __proto__: 'x', constructor: 'y', ...base }]);
        }
        if (endpoint.auth === 'user') variants.push(['no token', base, { token: undefined }]);

        let before = await fingerprint();
        for (const [what, input, options] of variants) {
          const answer = await send(endpoint, input, {
            token: options && 'token' in options ? options.token : auth,
            ...(options?.rawBody !== undefined ? { rawBody: options.rawBody } : {}),
          });
          const judged = options?.rawBody !== undefined || what === 'no token' ? undefined : input;
          const code = judge(endpoint, what, judged, answer, problems);
          if (what === 'no token' && code !== 401 && code !== undefined)
            problems.push(`${endpoint.id} no token: answered ${code}, not 401`);
          const after = await fingerprint();
          // Refused by the contract: nothing at all may change. Naming someone else's instance or
          // backup: nothing may change either, but the security counters (failed attempts).
          const invalid = judged !== undefined && !endpoint.request.safeParse(judged).success;
          const namesOthers =
            isResourceEndpoint(endpoint) &&
            [others.instanceId, others.backupId].some((id) =>
              JSON.stringify(input ?? null).includes(id),
            );
          if (invalid || what === 'no token' || options?.rawBody !== undefined || namesOthers) {
            const changed = Object.keys(after).filter(
              (table) =>
                after[table] !== before[table] && (invalid || !securityCounters.includes(table)),
            );
            if (changed.length > 0)
              problems.push(
                `${endpoint.id} ${what}: answered ${code}, yet changed ${changed.join(', ')}`,
              );
          }
          before = after;
          expect(
            ({} as Record<string, unknown>)['polluted'],
            `${endpoint.id} ${what}`,
          ).toBeUndefined();
        }
        expect(problems).toEqual([]);
      },
    );
  });
}
