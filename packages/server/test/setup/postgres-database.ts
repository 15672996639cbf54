// A fresh database on the local PostgreSQL for this run (quiver_test_<random>), dropped afterwards.
// When PostgreSQL is unreachable the suites skip, with a loud message.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

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
  project.provide('databaseUrl', url.toString());
  return async () => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
