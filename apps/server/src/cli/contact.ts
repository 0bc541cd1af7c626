import { parseArgs } from 'node:util';
import { createPool } from '../db/pool';
import { CONTACT_LIST_COMMAND, listContactMessages } from '../modules/contact/contact-inbox';
import { openServerDatabase } from './open-server-database';

/**
 * `npm run contact -- list [--limit N]`: prints the contact form messages the server stored,
 * newest first (ADR 0341). With `STAFF_INBOX` unset they are stored and not emailed, so this is
 * how an operator reads them; with it set, it shows which were handed to the mail queue.
 */
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 500;

const USAGE = `Usage:
  ${CONTACT_LIST_COMMAND} [--limit N]   the newest N stored messages (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT})

Messages are kept for 12 months (the Privacy Policy).`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    limit: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const limit = values.limit === undefined ? DEFAULT_LIMIT : Number(values.limit);
if (values.help || positionals[0] !== 'list' || positionals.length > 1) {
  console[values.help ? 'log' : 'error'](USAGE);
  process.exit(values.help ? 0 : 2);
}
if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
  console.error(`--limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  process.exit(2);
}

const database = await openServerDatabase();
const pool = createPool(database.connectionString, 1);
try {
  console.log(await listContactMessages(pool, limit));
} finally {
  await pool.end();
  await database.stop();
}
