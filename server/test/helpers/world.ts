import { DEMO_ACCOUNTS } from '../../src/db/seed';
import { login, newClient, startTestApi, type Identity, type TestApi } from './context';

/** One server for the whole API suite, with the six callers of the authorization matrix. */
export interface World {
  api: TestApi;
  admin: Identity;
  lawyerA: Identity;
  lawyerB: Identity;
  clientA: Identity;
  clientB: Identity;
}

export async function createWorld(env: Record<string, string> = {}): Promise<World> {
  const api = await startTestApi(env);
  const [adminAccount, lawyerOne, lawyerTwo] = DEMO_ACCOUNTS as [
    (typeof DEMO_ACCOUNTS)[number],
    (typeof DEMO_ACCOUNTS)[number],
    (typeof DEMO_ACCOUNTS)[number],
  ];
  return {
    api,
    admin: await login(api.http, adminAccount.email, adminAccount.password),
    lawyerA: await login(api.http, lawyerOne.email, lawyerOne.password),
    lawyerB: await login(api.http, lawyerTwo.email, lawyerTwo.password),
    clientA: await newClient(api.http, 'client.a@example.com'),
    clientB: await newClient(api.http, 'client.b@example.com'),
  };
}
