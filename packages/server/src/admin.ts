// `npm run admin -w @quiver/server -- <command>`: operator tasks on the same database the server
// uses (DATABASE_URL, or the PGlite folder — which only one process may open: stop the server first).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import {
  catalogueHelp,
  catalogueVerbs,
  runCatalogueCommand,
} from './modules/catalogue/admin-commands.ts';
import { CatalogueChangeError } from './modules/catalogue/service.ts';
import { billingHelp, billingVerbs, runBillingCommand } from './modules/billing/admin-commands.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, type Db } from './db/client.ts';
import { AppError } from './errors.ts';
import { ShiftedClock, systemClock } from './lib/clock.ts';
import type { NoticePriority } from './modules/notices/service.ts';
import { runningServerPid } from './lock.ts';
import { buildServices, type Services } from './services.ts';

export const helpText = `Quiver Cloud admin

Usage: npm run admin -w @quiver/server -- <command> [arguments]

Commands:
  approve <email>                         Approve the beta application of an account (REVIEW -> NORMAL)
                                          and e-mail the approval.
  status <email> <NORMAL|LIMITED|BANNED>  Set an account's status. BANNED signs it out everywhere
                                          and refuses every call (407).
  notice publish --title <text> --contents <html> [--priority CRITICAL|IMPORTANT|COMMON]
                                          Publish the notice shown in the console's banner.
  notice withdraw                         Take every notice down.
  help                                    Show this text.

${catalogueHelp}

${billingHelp}

The command uses the server's configuration (DATABASE_URL, DATA_DIR, SMTP_URL, ...). With the
default embedded database, stop the server first: PGlite allows one process at a time (the
server reads catalogue changes when it starts again). With DATABASE_URL, run it any time:
running servers re-read the catalogue within CATALOGUE_REFRESH_SECONDS (5 s).`;

const statuses = ['NORMAL', 'LIMITED', 'BANNED'] as const;
const priorities = ['CRITICAL', 'IMPORTANT', 'COMMON'] as const;

/** Runs one admin command; answers the text to print. Throws with a readable message on misuse. */
export async function runAdmin(args: readonly string[], services: Services): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case 'approve': {
      const email = rest[0];
      if (!email) throw new Error('approve needs an e-mail address.');
      await services.beta.approve(email);
      return `Approved ${email}; approval e-mail sent.`;
    }
    case 'status': {
      const [email, status] = rest;
      if (!email || !status)
        throw new Error('status needs an e-mail address and NORMAL, LIMITED or BANNED.');
      const wanted = status.toUpperCase();
      if (!statuses.includes(wanted as (typeof statuses)[number]))
        throw new Error(`Unknown status ${status}: use NORMAL, LIMITED or BANNED.`);
      const user = await services.accounts.setStatus(email, wanted as (typeof statuses)[number]);
      return `${user.email} is now ${wanted}.`;
    }
    case 'notice': {
      const [action, ...options] = rest;
      if (action === 'withdraw')
        return `Withdrew ${await services.notices.withdrawAll()} notice(s).`;
      if (action !== 'publish') throw new Error('notice needs publish or withdraw.');
      const { values } = parseArgs({
        args: options,
        options: {
          title: { type: 'string' },
          contents: { type: 'string' },
          priority: { type: 'string', default: 'COMMON' },
        },
        strict: true,
      });
      const title = values.title?.trim();
      const contents = values.contents?.trim();
      const priority = values.priority?.toUpperCase() ?? 'COMMON';
      if (!title || !contents) throw new Error('notice publish needs --title and --contents.');
      if (title.length > 200) throw new Error('The title must be at most 200 characters.');
      if (!priorities.includes(priority as NoticePriority))
        throw new Error(`Unknown priority ${values.priority}: use CRITICAL, IMPORTANT or COMMON.`);
      await services.notices.publish({ title, contents, priority: priority as NoticePriority });
      return `Published the ${priority} notice "${title}".`;
    }
    case 'catalogue':
    case 'region':
    case 'size':
    case 'image':
    case 'storage':
      return runCatalogueCommand(args, services.catalogue, services.config);
    case 'credit':
    case 'bill':
      return runBillingCommand(args, services.billingPeriods, services.clock.now());
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return helpText;
    default:
      throw new Error(`Unknown command ${command}.\n\n${helpText}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || ['help', '--help', '-h'].includes(args[0] ?? '')) {
    console.log(helpText);
    return;
  }
  if (!['approve', 'status', 'notice', ...catalogueVerbs, ...billingVerbs].includes(args[0] ?? ''))
    throw new Error(`Unknown command ${args[0]}.\n\n${helpText}`);
  const config = loadConfig();
  if (!config.databaseUrl && !config.dataDir)
    throw new Error("DATABASE=memory: a server's in-memory database cannot be reached from here.");
  if (!config.databaseUrl) {
    const pid = runningServerPid(config);
    if (pid)
      throw new Error(
        `The server (pid ${pid}) holds the embedded database in ${config.dataRoot}: stop it first.`,
      );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const services = buildServices({
      config,
      db: database.db as Db,
      // A test server's shifted clock (CLOCK_START) closes periods at its own time.
      clock: config.clock ? new ShiftedClock(config.clock.start, config.clock.rate) : systemClock,
      log: pino({ level: config.logLevel === 'silent' ? 'silent' : 'warn' }),
    });
    console.log(await runAdmin(args, services));
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  main().catch((error: unknown) => {
    const message =
      error instanceof ConfigError ||
      error instanceof AppError ||
      error instanceof CatalogueChangeError ||
      error instanceof Error
        ? error.message
        : String(error);
    console.error(message);
    process.exit(1);
  });
}
