// The PostgreSQL project's databases: one migrated template for the run (quiver_test_<random>),
// which every test file copies into a database of its own (test/helpers.ts `freshPostgresDatabase`),
// so the files run side by side. Every database of the run is dropped afterwards. When PostgreSQL
// is unreachable the suites skip, with a loud message.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';

const admin = process.env.QUIVER_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function setup(project: TestProject) {
  project.provide('pgliteSnapshot', '');
  project.provide('databaseTarget', 'postgres');
  const name = `quiver_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`create database ${name}`);
  } catch (error) {
    console.warn(
      `\n!!! server-postgres: PostgreSQL at ${admin} is unreachable (${String(error)}).\n!!! The PostgreSQL suites are SKIPPED. Start it with: pg_ctlcluster --skip-systemctl-redirect 15 main start\n`,
    );
    project.provide('databaseUrl', '');
    await client.end().catch(() => undefined);
    return;
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  // Migrated once here; a template must have no session open while it is copied.
  const template = await openDatabase({ databaseUrl: url.toString() });
  await template.close();
  project.provide('databaseUrl', url.toString());
  project.provide('postgresAdmin', admin);
  return async () => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${name}%`],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists ${datname} with (force)`);
    await client.end();
  };
}
