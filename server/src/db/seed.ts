import type { Db } from './client';
import type { Role } from './schema';
import { countUsers, createUser } from '../features/accounts/accountQueries';

/** The demo accounts (DEMO_SEED=1), made on an empty database outside production. */
export const DEMO_ACCOUNTS: {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
}[] = [
  {
    email: 'admin@example.com',
    password: 'Admin@12345',
    role: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
  },
  {
    email: 'lawyer.one@example.com',
    password: 'Lawyer@12345',
    role: 'adminStaff',
    firstName: 'Lawyer',
    lastName: 'One',
  },
  {
    email: 'lawyer.two@example.com',
    password: 'Lawyer@12345',
    role: 'adminStaff',
    firstName: 'Lawyer',
    lastName: 'Two',
  },
];

/** Answers true when the accounts were created (the database had no user at all). */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    await createUser(db, { ...account, verified: true, preferredContact: 'email' });
  }
  return true;
}
