import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KuzuEngine } from './kuzu-engine.ts';
import { quoteName } from './kuzu-schema.ts';

let root: string;
const engine = new KuzuEngine();

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quiver-kuzu-schema-'));
  await engine.open(join(root, 'instance'));
});

afterAll(async () => {
  await engine.close();
  await rm(root, { recursive: true, force: true });
});

const run = async (statement: string) => {
  const outcome = await engine.query(statement);
  if (!outcome.ok) throw new Error(outcome.error.message);
};

describe('the schema of a kuzu graph', () => {
  it('is empty before any table is created', async () => {
    expect(await engine.schema()).toEqual({ nodeTables: [], relTables: [] });
  });

  it('lists node and relationship tables in creation order, with properties and ends', async () => {
    await run('CREATE NODE TABLE Person(name STRING PRIMARY KEY, born INT64, tags STRING[])');
    await run('CREATE NODE TABLE City(name STRING, PRIMARY KEY(name))');
    await run('CREATE REL TABLE Knows(FROM Person TO Person, since INT64)');
    await run('CREATE REL TABLE LivesIn(FROM Person TO City, FROM City TO City)');
    expect(await engine.schema()).toEqual({
      nodeTables: [
        {
          name: 'Person',
          properties: [
            { name: 'name', type: 'STRING', primaryKey: true },
            { name: 'born', type: 'INT64', primaryKey: false },
            { name: 'tags', type: 'STRING[]', primaryKey: false },
          ],
        },
        { name: 'City', properties: [{ name: 'name', type: 'STRING', primaryKey: true }] },
      ],
      relTables: [
        {
          name: 'Knows',
          properties: [{ name: 'since', type: 'INT64', primaryKey: false }],
          connections: [{ from: 'Person', to: 'Person' }],
        },
        {
          name: 'LivesIn',
          properties: [],
          connections: [
            { from: 'Person', to: 'City' },
            { from: 'City', to: 'City' },
          ],
        },
      ],
    });
  });

  it('follows a dropped table and reads names that need quoting', async () => {
    await run('DROP TABLE LivesIn');
    await run("CREATE NODE TABLE `Ada's \\ notes`(`note id` SERIAL PRIMARY KEY)");
    const schema = await engine.schema();
    expect(schema.relTables.map((table) => table.name)).toEqual(['Knows']);
    expect(schema.nodeTables.at(-1)).toEqual({
      name: "Ada's \\ notes",
      properties: [{ name: 'note id', type: 'SERIAL', primaryKey: true }],
    });
  });

  it('quotes a name as a string literal', () => {
    expect(quoteName('Person')).toBe("'Person'");
    expect(quoteName("it's")).toBe("'it\\'s'");
    expect(quoteName('a\\b')).toBe("'a\\\\b'");
  });
});
