import { parseArgs } from 'node:util';
import { migrate } from '../db/migrate';
import { createPool, type Pool } from '../db/pool';
import {
  createAccount,
  StaffCommandError,
  setStaff,
  setTier,
} from '../modules/auth/staff-accounts';
import type { UserRecord } from '../modules/auth/user.repository';
import { setWorkspaceTier, WorkspaceTierError } from '../modules/workspaces';
import { openServerDatabase } from './open-server-database';

const USAGE = `Usage:
  npm run user -- create <email> [--password <password>] [--staff] [--tier <tier>]
                                 [--first-name <name>] [--last-name <name>]
  npm run user -- promote <email>        grant staff rights
  npm run user -- demote <email>         remove staff rights
  npm run user -- tier <email> <tier>    set the tier (free, premium, professional, enterprise)
  npm run user -- workspace-tier <email-or-workspace-id> enterprise|professional
      make a team workspace of that tier (by email: the team workspace the account owns,
      else its personal one)

Accounts made here are already confirmed. Without --password a random one is printed once.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    password: { type: 'string' },
    staff: { type: 'boolean', default: false },
    tier: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const [command, email, tierArgument] = positionals;

const describe = (user: UserRecord) =>
  `${user.email} (id ${user.id}, tier ${user.tier}${user.is_staff ? ', staff' : ''})`;

async function run(pool: Pool): Promise<string> {
  if (!email) throw new StaffCommandError(USAGE);
  switch (command) {
    case 'create': {
      const { user, password, isGenerated } = await createAccount(pool, {
        email,
        password: values.password,
        isStaff: values.staff,
        tier: values.tier,
        firstName: values['first-name'],
        lastName: values['last-name'],
      });
      const secret = isGenerated ? `\nPassword (shown once): ${password}` : '';
      return `Created ${describe(user)}${secret}`;
    }
    case 'promote':
      return `Promoted ${describe(await setStaff(pool, email, true))}`;
    case 'demote':
      return `Demoted ${describe(await setStaff(pool, email, false))}`;
    case 'tier':
      if (!tierArgument) throw new StaffCommandError(USAGE);
      return `Updated ${describe(await setTier(pool, email, tierArgument))}`;
    case 'workspace-tier': {
      if (!tierArgument) throw new StaffCommandError(USAGE);
      const workspace = await setWorkspaceTier(pool, email, tierArgument.trim().toLowerCase());
      return `Workspace ${workspace.id} "${workspace.name}" is now a ${workspace.kind} workspace, tier ${workspace.tier}`;
    }
    default:
      throw new StaffCommandError(USAGE);
  }
}

if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 2);
}
const database = await openServerDatabase();
const pool = createPool(database.connectionString, 2);
try {
  await migrate(pool);
  console.log(await run(pool));
} catch (error) {
  if (!(error instanceof StaffCommandError || error instanceof WorkspaceTierError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await pool.end();
  await database.stop();
}
