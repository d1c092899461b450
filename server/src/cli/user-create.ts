/**
 * `npm run user:create -w server -- --role admin|adminStaff|client --email … --password … [--first-name …] [--last-name …]`
 * Creates a verified account in the configured database (DATA_DIR / DATABASE_URL). With PGlite,
 * stop the server first: one process at a time owns the data dir.
 */
import { parseArgs } from 'node:util';
import { isStrongPassword, passwordRuleMessage } from 'shared-contract';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoAccounts } from '../db/seed';
import { ROLES, type Role } from '../db/schema';
import { keepNewFilesPrivate } from '../lib/privateFiles';
import { createUser } from '../features/accounts/accountQueries';
import { EMAIL_PATTERN, isUniqueViolation, normalizeEmail } from '../features/accounts/accounts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    role: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
  strict: true,
});

const role = values.role as Role | undefined;
if (!role || !ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}`);
const email = normalizeEmail(values.email);
if (!EMAIL_PATTERN.test(email)) fail('--email must be a valid e-mail address');
if (!isStrongPassword(values.password)) fail(`--password: ${passwordRuleMessage.register}`);

keepNewFilesPrivate();
const config = loadConfig();
const database = await openDatabase(config).catch((error: unknown) =>
  fail(`Cannot open the database: ${(error as Error).message}`),
);
try {
  // On an empty local database the server would seed the demo accounts; a first account made
  // here must not take their place (DEMO_SEED=1 seeds only an empty database).
  if (config.demoSeed && (await seedDemoAccounts(database.db)))
    console.log('Seeded the demo accounts first (DEMO_SEED=1, empty database).');
  const user = await createUser(database.db, {
    email,
    password: values.password as string,
    role,
    firstName:
      values['first-name'] ??
      (role === 'adminStaff' ? 'Lawyer' : role === 'admin' ? 'Admin' : 'Client'),
    lastName: values['last-name'] ?? '',
    verified: true,
  });
  console.log(`Created ${user.role} ${user.email} (userId ${user.id}), verified.`);
} catch (error) {
  if (isUniqueViolation(error)) fail(`An account with the email ${email} already exists.`);
  throw error;
} finally {
  await database.close();
}
