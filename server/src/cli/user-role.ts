/**
 * `npm run user:role -w server -- --email … --role admin|adminStaff|client`
 * Changes an account's role in the configured database (DATA_DIR / DATABASE_URL). The change ends
 * the account's sessions (its token version moves on) and reaches every running API's cache
 * (NOTIFY). With PGlite, stop the server first: one process at a time owns the data dir.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ROLES, users, type Role } from '../db/schema';
import { keepNewFilesPrivate } from '../lib/privateFiles';
import { EMAIL_PATTERN, normalizeEmail } from '../features/accounts/accounts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: { role: { type: 'string' }, email: { type: 'string' } },
  strict: true,
});

const role = values.role as Role | undefined;
if (!role || !ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}`);
const email = normalizeEmail(values.email);
if (!EMAIL_PATTERN.test(email)) fail('--email must be a valid e-mail address');

keepNewFilesPrivate();
const config = loadConfig();
const database = await openDatabase(config).catch((error: unknown) =>
  fail(`Cannot open the database: ${(error as Error).message}`),
);
try {
  const [changed] = await database.db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id, role: users.role });
  if (!changed) fail(`No account has the email ${email}.`);
  console.log(`${email} is now ${changed.role} (userId ${changed.id}); its sessions have ended.`);
} finally {
  await database.close();
}
