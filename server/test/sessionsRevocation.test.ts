/**
 * What a stranger cannot do to an account, and what ending a session ends: the real server with
 * the limits a deployment gets, on 127.0.0.1, driven over real HTTP (other loopback addresses
 * stand for other clients).
 *
 * - wrong passwords for someone's e-mail do not lock its owner out;
 * - a token after logout, "sign out everywhere" or a password change answers 401;
 * - a download link serves only the session it was made for, while it may still see the file,
 *   and otherwise answers a page in the reader's language;
 * - a file name cannot carry bidi or control characters;
 * - configurations that would split the files or bypass the API's caches are refused.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import {
  LIMIT_DEFAULTS,
  TEST_JWT_SECRET,
  latestLink,
  newClient,
  startTestApi,
  tokenOf,
  type Identity,
  type TestApi,
} from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { fromAddress } from './helpers/fromAddress';
import { freePort, startServer, type ServerProcess } from './helpers/serverProcess';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

interface Session {
  token: string;
  /** The cookies the login answered, as a browser would send them back. */
  cookie: string;
  userId: string;
  email: string;
}

const [adminAccount, lawyerOne, lawyerTwo] = DEMO_ACCOUNTS as [
  (typeof DEMO_ACCOUNTS)[number],
  (typeof DEMO_ACCOUNTS)[number],
  (typeof DEMO_ACCOUNTS)[number],
];

describe(`sessions, download links and file names on ${testDriver}`, () => {
  let api: TestApi;
  let owner: Identity;
  let admin: Session;
  const at = (address: string) => fromAddress(address, api.baseUrl);

  async function signIn(email: string, password: string): Promise<Session> {
    const answer = await api.http.post('/api/users/login', { json: { email, password } });
    assert.equal(answer.status, 200, `login ${email}: ${answer.text}`);
    const cookie = answer.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    return { token: answer.body.token, cookie, userId: answer.body.user.userId, email };
  }
  const profileOf = (session: Session) =>
    api.http.get(`/api/users/${session.userId}`, { token: session.token });

  async function submit(session: Session, name = 'evidence.pdf', bytes = sample.pdf()) {
    const answer = await api.http.post('/api/cases/register', {
      token: session.token,
      form: caseForm(validCase, { bytes, name }),
    });
    assert.equal(answer.status, 201, answer.text);
    return answer.body.data as { id: string; file: string };
  }
  async function assign(caseId: string, lawyer: string) {
    const answer = await api.http.patch(`/api/cases/assigning/${caseId}`, {
      token: admin.token,
      json: { assignedTo: lawyer },
    });
    assert.equal(answer.status, 200, answer.text);
  }
  async function fileLink(session: Session, caseId: string): Promise<string> {
    const answer = await api.http.get(`/api/cases/singleCase/${caseId}`, { token: session.token });
    assert.equal(answer.status, 200, answer.text);
    return answer.body.data.file as string;
  }
  const download = (link: string, headers: Record<string, string> = {}) =>
    api.http.get(link, { headers });

  /** The refusal a person sees: a page (not JSON) in their language, without the file. */
  function assertRefusalPage(
    answer: Awaited<ReturnType<typeof download>>,
    language: string,
    text: RegExp,
    what: string,
  ) {
    assert.equal(answer.status, 403, `${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/html/, `${what}: a page`);
    assert.equal(answer.headers.get('content-language'), language, `${what}: its language`);
    assert.equal(answer.headers.get('content-disposition'), null, `${what}: no file`);
    assert.match(answer.text, new RegExp(`<html lang="${language}"`), `${what}: html lang`);
    assert.match(answer.text, text, `${what}: the reason`);
  }

  before(async () => {
    api = await startTestApi(LIMIT_DEFAULTS, { host: '127.0.0.1' });
    owner = await newClient(api.http, 'owner@example.com');
    admin = await signIn(adminAccount.email, adminAccount.password);
  });
  after(async () => {
    await api?.close();
  });

  describe('no lockout by a stranger', () => {
    test('51 wrong passwords from 3 addresses: the owner still logs in from a fresh address; the guessing addresses are stopped', async () => {
      const victim = await newClient(api.http, 'victim@example.com');
      const wrong = { email: victim.email, password: 'Wrong@12345' };
      const { max } = api.config.loginAccountLimit;
      let sent = 0;
      for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
        for (let i = 0; i < 17; i++, sent++) {
          const answer = await at(address)('POST', '/api/users/login', wrong);
          // Up to the per-account limit each is a wrong password; past it, 401 or 429.
          const expected = sent < max ? [401] : [401, 429];
          assert.ok(
            expected.includes(answer.status),
            `attempt ${sent + 1}: ${answer.status} ${JSON.stringify(answer.body)}`,
          );
        }
      }
      assert.ok(sent > max, 'past the per-account limit');

      const right = { email: victim.email, password: victim.password };
      const ownerLogin = await at('127.0.0.9')('POST', '/api/users/login', right);
      assert.equal(ownerLogin.status, 200, JSON.stringify(ownerLogin.body));

      // The addresses that guessed get no more guesses on this account in the window…
      for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
        const again = await at(address)('POST', '/api/users/login', wrong);
        assert.equal(again.status, 429, `${address} again: ${JSON.stringify(again.body)}`);
        assert.ok(Number(again.headers['retry-after']) >= 1, 'Retry-After');
      }
      // …and a new one gets one: its second guess is refused too.
      const newcomer = at('127.0.0.10');
      assert.equal((await newcomer('POST', '/api/users/login', wrong)).status, 401);
      assert.equal((await newcomer('POST', '/api/users/login', wrong)).status, 429);
      // Other accounts are not touched by it.
      const other = await at('127.0.0.2')('POST', '/api/users/login', {
        email: owner.email,
        password: owner.password,
      });
      assert.equal(other.status, 200, JSON.stringify(other.body));
    });
  });

  describe('sign out means signed out', () => {
    test('logout ends the token on the server; a new login works', async () => {
      const session = await signIn(owner.email, owner.password);
      assert.equal((await profileOf(session)).status, 200);
      const out = await api.http.post('/api/users/logout', { token: session.token });
      assert.equal(out.status, 200, out.text);
      assert.equal(out.body.status, 'success');
      const after = await profileOf(session);
      assert.equal(after.status, 401, after.text);
      assert.equal(after.body.message, 'Your session has ended. Please log in again.');
      assert.equal(
        (await api.http.post('/api/users/logout', { token: session.token })).status,
        401,
      );
      const again = await signIn(owner.email, owner.password);
      assert.equal((await profileOf(again)).status, 200, 'a new login works');
    });

    test('sign out everywhere ends every session of the account, and only of that account', async () => {
      const here = await signIn(owner.email, owner.password);
      const there = await signIn(owner.email, owner.password);
      const someoneElse = await signIn(lawyerTwo.email, lawyerTwo.password);
      const out = await api.http.post('/api/users/logout/everywhere', { token: here.token });
      assert.equal(out.status, 200, out.text);
      assert.equal((await profileOf(here)).status, 401, 'the session that asked');
      assert.equal((await profileOf(there)).status, 401, 'the other session');
      assert.equal((await profileOf(someoneElse)).status, 200, 'another account');
      const again = await signIn(owner.email, owner.password);
      assert.equal((await profileOf(again)).status, 200, 'a new login works');
    });

    test('a password change ends the sessions issued before it; the new password logs in', async () => {
      const person = await newClient(api.http, 'changes.password@example.com');
      const before = await signIn(person.email, person.password);
      await api.http.post('/api/users/reset', { json: { email: person.email } });
      const token = tokenOf(await latestLink(api.http, person.email, '/reset-password?token='));
      const done = await api.http.post(`/api/users/reset/${token}`, {
        json: { password: 'Changed@12345' },
      });
      assert.equal(done.status, 200, done.text);
      assert.equal((await profileOf(before)).status, 401, 'the session before the change');
      assert.equal(
        (await api.http.get(`/api/users/${person.userId}`, { token: person.token })).status,
        401,
      );
      const again = await signIn(person.email, 'Changed@12345');
      assert.equal((await profileOf(again)).status, 200, 'a new login works');
    });
  });

  describe('download links are bound to the session that got them', () => {
    test('the owner downloads with the link in the browser that signed in', async () => {
      const session = await signIn(owner.email, owner.password);
      const created = await submit(session);
      const link = await fileLink(session, created.id);
      const answer = await download(link, { cookie: session.cookie });
      assert.equal(answer.status, 200, answer.text);
      assert.match(answer.headers.get('content-disposition') ?? '', /^attachment;/);
    });

    test("a lawyer's link stops when the lawyer is taken off the case", async () => {
      const session = await signIn(owner.email, owner.password);
      const created = await submit(session);
      await assign(created.id, lawyerOne.email);
      const lawyer = await signIn(lawyerOne.email, lawyerOne.password);
      const link = await fileLink(lawyer, created.id);
      assert.equal((await download(link, { cookie: lawyer.cookie })).status, 200, 'while assigned');

      await assign(created.id, lawyerTwo.email);
      const caseNow = await api.http.get(`/api/cases/singleCase/${created.id}`, {
        token: lawyer.token,
      });
      assert.equal(caseNow.status, 403, 'the case is no longer theirs');
      assertRefusalPage(
        await download(link, { cookie: lawyer.cookie }),
        'en',
        /You no longer have access to this document\./,
        'after removal',
      );
      assertRefusalPage(
        await download(link, { cookie: lawyer.cookie, 'accept-language': 'fr-FR,fr;q=0.9' }),
        'fr',
        /Vous n’avez plus accès à ce document\./,
        'after removal, in French',
      );
    });

    test('a link after logout answers the refusal page, in the language of the btj_locale cookie', async () => {
      const session = await signIn(owner.email, owner.password);
      const created = await submit(session);
      const link = await fileLink(session, created.id);
      assert.equal((await download(link, { cookie: session.cookie })).status, 200, 'signed in');
      assert.equal(
        (await api.http.post('/api/users/logout', { token: session.token })).status,
        200,
      );
      assertRefusalPage(
        await download(link, { cookie: session.cookie }),
        'en',
        /You are signed out/,
        'after logout',
      );
      assertRefusalPage(
        await download(link, {
          cookie: `${session.cookie}; btj_locale=rw`,
          'accept-language': 'en',
        }),
        'rw',
        /Wasohotse/,
        'after logout, in Kinyarwanda (the cookie wins over the header)',
      );
    });

    test('a link opened in another browser (anonymous, or signed in as someone else) answers the refusal page', async () => {
      const session = await signIn(owner.email, owner.password);
      const created = await submit(session);
      const link = await fileLink(session, created.id);
      assertRefusalPage(
        await download(link, { cookie: '' }),
        'en',
        /You are signed out/,
        'anonymous',
      );
      const other = await signIn(lawyerTwo.email, lawyerTwo.password);
      assertRefusalPage(
        await download(link, { cookie: other.cookie }),
        'en',
        /This download link was made for another session/,
        'another account',
      );
      // An altered link is refused the same way, as a page.
      const altered = link.replace(/sig=[^&]+/, 'sig=AAAA');
      assertRefusalPage(
        await download(altered, { cookie: session.cookie }),
        'en',
        /This download link is invalid or has expired\./,
        'an altered link',
      );
    });
  });

  describe('file names cannot lie', () => {
    test('a name with a right-to-left override is stored and served clean', async () => {
      const session = await signIn(owner.email, owner.password);
      const created = await submit(session, '\u202Eexe.txt', sample.txt());
      const documents = await api.http.get(`/api/cases/${created.id}/documents`, {
        token: session.token,
      });
      assert.equal(documents.status, 200, documents.text);
      assert.equal(documents.body.data[0].fileName, 'exe.txt');
      const answer = await download(documents.body.data[0].url, { cookie: session.cookie });
      assert.equal(answer.status, 200, answer.text);
      const disposition = answer.headers.get('content-disposition') ?? '';
      assert.equal(
        disposition,
        `attachment; filename="exe.txt"; filename*=UTF-8''exe.txt`,
        'served clean',
      );
    });
  });

  describe(
    'the embedded database serves the API alone',
    { skip: testDriver !== 'pglite' && 'only PGlite has the socket' },
    () => {
      test('psql on the socket is refused with a reason; the API goes on', async () => {
        const psql = new pg.Client({
          host: api.dataDir,
          port: 5432,
          user: 'postgres',
          database: 'postgres',
          connectionTimeoutMillis: 5_000,
        });
        psql.on('error', () => undefined);
        let refusal: Error | null = null;
        try {
          await psql.connect();
          await psql.query(`update users set role = 'client' where email = '${lawyerOne.email}'`);
        } catch (error) {
          refusal = error as Error;
        } finally {
          await psql.end().catch(() => undefined);
        }
        assert.ok(refusal, 'a connection from outside the API was let in');
        assert.match(refusal.message, /serves this API alone.*npm run user:/s);
        const lawyer = await signIn(lawyerOne.email, lawyerOne.password);
        const lawyers = await api.http.get('/api/users/lawyers');
        assert.ok(
          lawyers.body.data.some((entry: { email: string }) => entry.email === lawyerOne.email),
          'the lawyer is still a lawyer',
        );
        assert.equal((await profileOf(lawyer)).status, 200);
      });
    },
  );
});

describe(
  `instances that would split the files are refused (${testDriver})`,
  { skip: testDriver !== 'postgres' && 'PGlite is one process per data dir' },
  () => {
    const servers: ServerProcess[] = [];
    const dirs: string[] = [];
    let databaseUrl = '';

    async function start(dataDir: string, env: Record<string, string> = {}) {
      const port = await freePort();
      const server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        API_PORT: String(port),
        PUBLIC_API_URL: `http://127.0.0.1:${port}`,
        JWT_SECRET: TEST_JWT_SECRET,
        ...env,
      });
      servers.push(server);
      return server;
    }
    async function newDir(name: string) {
      const dir = await mkdtemp(path.join(os.tmpdir(), `btj-split-${name}-`));
      dirs.push(dir);
      return dir;
    }

    before(async () => {
      databaseUrl = (await createTestDatabase()) as string;
    });
    after(async () => {
      for (const server of servers) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    test('a second instance with FILE_STORE=disk in another folder exits with the reason; one on the same folder starts', async () => {
      const shared = await newDir('first');
      await start(shared);
      const elsewhere = await newDir('second');
      await assert.rejects(
        () => start(elsewhere),
        (error: Error) => {
          assert.match(error.message, /server exited during start-up/);
          assert.match(
            error.message,
            /FILE_STORE=disk.*another API instance.*same database.*other folder.*FILE_STORE=s3/s,
          );
          return true;
        },
      );
      // The same folder (one machine, or one shared volume) is one store: it may run beside.
      const beside = await start(shared);
      const health = await fetch(`${beside.baseUrl}/api/health`);
      assert.equal(health.status, 200);
    });
  },
);
