import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SignJWT, decodeJwt } from 'jose';
import { REGISTER_REQUIRED_FIELDS, passwordRuleMessage } from 'shared-contract';
import {
  TEST_JWT_SECRET,
  latestLink,
  linksTo,
  login,
  mailTo,
  newClient,
  nextLink,
  registration,
  tokenOf,
  type Identity,
} from '../helpers/context';
import type { World } from '../helpers/world';
import { createUser, findUserByEmail } from '../../src/features/accounts/accountQueries';
import { users } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { caseForm, validCase } from '../helpers/files';
import type { Answer } from '../helpers/http';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A change made in the database reaches the server's cache by NOTIFY: at once on PGlite, within
 * milliseconds on PostgreSQL. Repeats the call until it answers 401 (or a 5xx), for at most 2 s.
 */
async function settled(call: () => Promise<Answer>): Promise<Answer> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const answer = await call();
    // Until the notice arrives the old account may still pass the check: the route then answers
    // as for that account (200, or 404 once its row is gone). A 5xx ends the wait at once.
    if (answer.status === 401 || answer.status >= 500 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function authSuite(world: World) {
  describe('register (POST /users/register)', () => {
    test('answers 201 with the registration message and the registration without secrets, and mails a verification link', async () => {
      const { http } = world.api;
      const answer = await http.post('/api/users/register', {
        json: registration('  New.Person@Example.COM ', { firstName: ' Aline ' }),
      });
      assert.equal(answer.status, 201);
      assert.equal(answer.body.status, 'success');
      assert.equal(
        answer.body.message,
        'you have successfully registered, kindly check your email for verification',
      );
      // data is the registration as received, normalized (the same for an address that already has
      // an account, so it carries nothing only a stored account has).
      const user = answer.body.data;
      assert.deepEqual(user, {
        firstName: 'Aline',
        lastName: 'Uwase',
        email: 'new.person@example.com',
        idNo: '1199880012345678',
        phoneNumber: '+250788123456',
        preferredContact: 'email',
        district: 'Gasabo',
        sector: 'Kimironko',
        cell: 'Bibare',
        role: 'client',
        verified: false,
      });
      for (const secret of ['password', 'passwordHash', 'password_hash', 'confirmPassword'])
        assert.ok(!(secret in user), '!(secret in user)');
      assert.ok(!answer.text.includes('argon2'), 'no hash anywhere in the answer');
      const link = await latestLink(http, 'new.person@example.com', '/verify?token=');
      assert.ok(
        link.startsWith('http://localhost:3000/verify?token='),
        "link.startsWith('http://localhost:3000/verify?token=')",
      );
    });

    test('checks the required fields in the form order, each with its exact text', async () => {
      const { http } = world.api;
      for (const [index, { field, code, message }] of REGISTER_REQUIRED_FIELDS.entries()) {
        // Blank this field and every later one: the first failure must be this field's text.
        const blanks = Object.fromEntries(
          REGISTER_REQUIRED_FIELDS.slice(index).map((entry) => [entry.field, '   ']),
        );
        const answer = await http.post('/api/users/register', {
          json: registration(`order${index}@example.com`, blanks),
        });
        assert.equal(answer.status, 400, field);
        assert.deepEqual(answer.body, { status: 'error', code, message, field });
      }
    });

    test('lastName is optional', async () => {
      const answer = await world.api.http.post('/api/users/register', {
        json: registration('nolastname@example.com', { lastName: undefined }),
      });
      assert.equal(answer.status, 201, answer.text);
    });

    test('passwords must match, then the strength rule applies, each with its exact text', async () => {
      const { http } = world.api;
      const mismatch = await http.post('/api/users/register', {
        json: registration('mismatch@example.com', { confirmPassword: 'Other@12345' }),
      });
      assert.deepEqual(mismatch.body, {
        status: 'error',
        code: 'password.mismatch',
        message: 'Passwords do not match.',
        field: 'confirmPassword',
      });
      for (const weak of [
        'short@1A',
        'alllowercase@1',
        'ALLUPPER@1',
        'NoDigits@abc',
        'NoSpecial123',
        'No symbol 1A',
      ]) {
        const answer = await http.post('/api/users/register', {
          json: registration('weak@example.com', { password: weak, confirmPassword: weak }),
        });
        if (weak === 'short@1A') {
          // Exactly 8 characters with every kind: strong.
          assert.equal(answer.status, 201, answer.text);
          continue;
        }
        assert.equal(answer.status, 400, weak);
        assert.equal(answer.body.message, passwordRuleMessage.register);
      }
    });

    test('a strong password with any symbol is accepted (#, -, _, a space between words, accents)', async () => {
      const { http } = world.api;
      const strong = ['Hash#word1', 'Dash-word1', 'Under_score1', 'Two words.1A', 'Ibanga-é1A'];
      for (const [index, password] of strong.entries()) {
        const answer = await http.post('/api/users/register', {
          json: registration(`symbol${index}@example.com`, { password, confirmPassword: password }),
        });
        assert.equal(answer.status, 201, `${password}: ${answer.text}`);
      }
    });

    test('refuses an invalid e-mail and an unknown preferred contact', async () => {
      const { http } = world.api;
      const badEmail = await http.post('/api/users/register', {
        json: registration('not-an-email'),
      });
      assert.equal(badEmail.status, 400);
      assert.equal(badEmail.body.message, 'Please provide a valid email address.');
      const badContact = await http.post('/api/users/register', {
        json: registration('contact@example.com', { preferredContact: 'pigeon' }),
      });
      assert.equal(badContact.status, 400);
      assert.equal(badContact.body.message, 'Preferred Contact must be email or phone.');
    });

    test('an e-mail that already has an account (any case, any spaces) gets the answer of a new one; the owner gets a mail', async () => {
      const { http } = world.api;
      const owner = world.clientA.email;
      const form = (email: string) =>
        registration(email, {
          firstName: 'Intruder',
          password: 'Other@12345',
          confirmPassword: 'Other@12345',
        });
      const taken = await http.post('/api/users/register', {
        json: form(` ${owner.toUpperCase()}`),
      });
      const fresh = await http.post('/api/users/register', { json: form('brand.new@example.com') });
      assert.equal(taken.status, 201, taken.text);
      assert.equal(fresh.status, 201, fresh.text);
      assert.deepEqual(taken.body, {
        ...fresh.body,
        data: { ...fresh.body.data, email: owner },
      });
      assert.deepEqual(
        [...taken.headers.keys()].filter((name) => name !== 'date' && name !== 'content-length'),
        [...fresh.headers.keys()].filter((name) => name !== 'date' && name !== 'content-length'),
      );

      const mail = await mailTo(http, owner, 'Someone tried to register with your address');
      assert.match(mail.text, /already has an account/);
      assert.ok(
        mail.links.includes('http://localhost:3000/login'),
        "mail.links.includes('http://localhost:3000/login')",
      );
      assert.ok(
        mail.links.includes('http://localhost:3000/forgot-password'),
        "mail.links.includes('http://localhost:3000/forgot-password')",
      );
      // The account is unchanged: the old password still works, the attempted one does not.
      assert.equal(
        (await http.post('/api/users/login', { json: { email: owner, password: 'Other@12345' } }))
          .status,
        401,
      );
      await login(http, owner, world.clientA.password);
      assert.equal((await linksTo(http, owner, '/verify?token=')).length, 1, 'no new verify mail');
    });

    test('a taken e-mail takes about as long to answer as a new one (the password is hashed either way)', async () => {
      const { http } = world.api;
      const timed = async (email: string) => {
        const started = performance.now();
        const answer = await http.post('/api/users/register', { json: registration(email) });
        assert.equal(answer.status, 201, answer.text);
        return performance.now() - started;
      };
      const taken: number[] = [];
      const fresh: number[] = [];
      for (let i = 0; i < 7; i++) {
        taken.push(await timed(world.clientB.email));
        fresh.push(await timed(`timing${i}@example.com`));
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
      // Without the hash a taken address answers in a few ms against tens of ms for a new one.
      assert.ok(
        median(taken) > median(fresh) * 0.5,
        `taken ${median(taken).toFixed(1)} ms vs new ${median(fresh).toFixed(1)} ms`,
      );
    });

    test('registration never makes anything but a client', async () => {
      const answer = await world.api.http.post('/api/users/register', {
        json: registration('sneaky@example.com', { role: 'admin' }),
      });
      assert.equal(answer.status, 201);
      assert.equal(answer.body.data.role, 'client');
    });
  });

  describe('verify (POST /users/verify/{token}) and login (POST /users/login)', () => {
    test('unverified login is 403 with a clear text; the link verifies once; then login works', async () => {
      const { http } = world.api;
      await http.post('/api/users/register', { json: registration('verify.me@example.com') });
      const early = await http.post('/api/users/login', {
        json: { email: 'verify.me@example.com', password: 'Client@12345' },
      });
      assert.equal(early.status, 403);
      assert.deepEqual(early.body, {
        status: 'error',
        code: 'login.unverified',
        message: 'Please verify your email before logging in.',
      });

      const token = tokenOf(await latestLink(http, 'verify.me@example.com', '/verify?token='));
      assert.match(token, /^[A-Za-z0-9_-]{43}$/, '32 random bytes, URL-safe');
      const verified = await http.post(`/api/users/verify/${token}`, { json: { token } });
      assert.equal(verified.status, 200);
      assert.equal(verified.body.status, 'success');
      assert.equal(verified.body.message, 'Verification successful');

      const again = await http.post(`/api/users/verify/${token}`, { json: { token } });
      assert.equal(again.status, 400, 'single use');
      assert.equal(again.body.status, 'error');

      const answer = await http.post('/api/users/login', {
        json: { email: ' Verify.Me@Example.com ', password: 'Client@12345' },
      });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.status, 'success');
      assert.equal(answer.body.message, 'Login Successfully');
      assert.deepEqual(Object.keys(answer.body.user).sort(), ['email', 'role', 'userId']);
      assert.equal(answer.body.user.role, 'client');
      const claims = decodeJwt(answer.body.token);
      assert.equal(claims.sub, answer.body.user.userId);
      assert.equal(claims.email, 'verify.me@example.com');
      assert.equal(claims.role, 'client');
      assert.ok(
        typeof claims.exp === 'number' && claims.exp - Date.now() / 1000 > 7 * 3600,
        'expires in about 8 hours',
      );
    });

    test('a bad verification token is 400 with status "error"', async () => {
      const { http } = world.api;
      for (const token of ['nope', 'A'.repeat(43), 'x'.repeat(200)]) {
        const answer = await http.post(`/api/users/verify/${token}`, { json: { token } });
        assert.equal(answer.status, 400);
        assert.deepEqual(answer.body, {
          status: 'error',
          code: 'token.invalid',
          message: 'Invalid or expired token.',
        });
      }
    });

    test('wrong password and unknown e-mail get the same 401; missing fields 400', async () => {
      const { http } = world.api;
      const wrong = await http.post('/api/users/login', {
        json: { email: world.clientA.email, password: 'Wrong@12345' },
      });
      const unknown = await http.post('/api/users/login', {
        json: { email: 'nobody@example.com', password: 'Wrong@12345' },
      });
      assert.equal(wrong.status, 401);
      assert.deepEqual(wrong.body, unknown.body);
      assert.equal(unknown.status, 401);
      const missing = await http.post('/api/users/login', { json: { email: world.clientA.email } });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.message, 'Email and password are required.');
    });

    test('login is rate limited per IP and e-mail (429 with a JSON message)', async () => {
      const { http, config } = world.api;
      const statuses: number[] = [];
      for (let i = 0; i <= config.rateLimitMax; i++) {
        statuses.push(
          (
            await http.post('/api/users/login', {
              json: { email: 'ratelimited@example.com', password: 'Wrong@12345' },
            })
          ).status,
        );
      }
      assert.deepEqual(
        statuses.slice(0, config.rateLimitMax),
        Array(config.rateLimitMax).fill(401),
      );
      const limited = await http.post('/api/users/login', {
        json: { email: 'ratelimited@example.com', password: 'Wrong@12345' },
      });
      assert.equal(limited.status, 429);
      assert.equal(limited.body.status, 'error');
      assert.match(limited.body.message, /Too many attempts/);
      // Another e-mail from the same address is not locked out.
      const other = await http.post('/api/users/login', {
        json: { email: world.clientB.email, password: world.clientB.password },
      });
      assert.equal(other.status, 200);
    });
  });

  describe('bearer tokens', () => {
    const route = () => `/api/users/${world.clientA.userId}`;

    test('no token, a malformed header, a tampered token, a foreign key and an expired token all get 401', async () => {
      const { http } = world.api;
      const [header, payload, signature] = world.clientA.token.split('.') as [
        string,
        string,
        string,
      ];
      const forged = Buffer.from(
        JSON.stringify({ ...decodeJwt(world.clientA.token), role: 'admin' }),
      ).toString('base64url');
      const key = new TextEncoder().encode(TEST_JWT_SECRET);
      const expired = await new SignJWT({ email: world.clientA.email, role: 'client' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(world.clientA.userId)
        .setIssuer('bridge-to-justice')
        .setAudience('bridge-to-justice-api')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(key);
      const foreignKey = await new SignJWT({ email: world.clientA.email, role: 'admin' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(world.clientA.userId)
        .setIssuer('bridge-to-justice')
        .setAudience('bridge-to-justice-api')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${forged}.`;
      const cases: [string, Record<string, string>][] = [
        ['none', {}],
        ['not bearer', { authorization: `Basic ${world.clientA.token}` }],
        ['garbage', { authorization: 'Bearer not.a.token' }],
        ['tampered payload', { authorization: `Bearer ${header}.${forged}.${signature}` }],
        [
          'tampered signature',
          { authorization: `Bearer ${header}.${payload}.${signature.slice(0, -2)}AA` },
        ],
        ['alg none', { authorization: `Bearer ${unsigned}` }],
        ['foreign key', { authorization: `Bearer ${foreignKey}` }],
        ['expired', { authorization: `Bearer ${expired}` }],
      ];
      for (const [name, headers] of cases) {
        const answer = await http.get(route(), { headers });
        assert.equal(answer.status, 401, name);
        assert.equal(answer.body.status, 'error', name);
        assert.equal(typeof answer.body.message, 'string', name);
      }
      const expiredAnswer = await http.get(route(), { token: expired });
      assert.equal(expiredAnswer.body.message, 'Your session has expired. Please log in again.');
      const tamperedAdmin = await http.get('/api/cases/', {
        headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
      });
      assert.equal(tamperedAdmin.status, 401, 'a forged role grants nothing');
    });
  });

  describe('a token ends with a reset, a role change or a deletion (token version)', () => {
    const profile = (who: Identity) => `/api/users/${who.userId}`;

    test('a password reset ends every token issued before it (401); a new login works', async () => {
      const { http } = world.api;
      const email = 'session.reset@example.com';
      const first = await newClient(http, email);
      const second = await login(http, email, first.password);
      for (const token of [first.token, second.token])
        assert.equal((await http.get(profile(first), { token })).status, 200);

      await http.post('/api/users/reset', { json: { email } });
      const resetToken = tokenOf(await latestLink(http, email, '/reset-password?token='));
      const done = await http.post(`/api/users/reset/${resetToken}`, {
        json: { password: 'Fresh@12345' },
      });
      assert.equal(done.status, 200, done.text);

      for (const token of [first.token, second.token]) {
        const read = await http.get(profile(first), { token });
        assert.equal(read.status, 401, read.text);
        assert.deepEqual(read.body, {
          status: 'error',
          code: 'auth.sessionEnded',
          message: 'Your session has ended. Please log in again.',
        });
        const cases = await http.get(`/api/cases/${first.userId}`, { token });
        assert.equal(cases.status, 401, cases.text);
        const write = await http.put(profile(first), { token, json: { firstName: 'Late' } });
        assert.equal(write.status, 401, write.text);
      }
      const fresh = await login(http, email, 'Fresh@12345');
      assert.equal((await http.get(profile(fresh), { token: fresh.token })).status, 200);
    });

    test('a demoted admin loses admin rights at once (401 with the old token, 403 after a new login)', async () => {
      const { http, app } = world.api;
      const email = 'demoted.admin@example.com';
      await createUser(app.database.db, {
        email,
        password: 'Admin@54321',
        role: 'admin',
        firstName: 'Demoted',
        verified: true,
      });
      const admin = await login(http, email, 'Admin@54321');
      assert.equal((await http.get('/api/users/', { token: admin.token })).status, 200);
      assert.equal((await http.get('/api/cases/', { token: admin.token })).status, 200);

      // No API route changes roles: an operator does it in the database.
      await app.database.db.update(users).set({ role: 'client' }).where(eq(users.email, email));
      const after = await settled(() => http.get('/api/users/', { token: admin.token }));
      assert.equal(after.status, 401, after.text);
      assert.equal((await http.get('/api/cases/', { token: admin.token })).status, 401);
      const patched = await http.patch(`/api/cases/status/${UNKNOWN_ID}`, {
        token: admin.token,
        json: { status: 'Completed' },
      });
      assert.equal(patched.status, 401, patched.text);

      const again = await login(http, email, 'Admin@54321');
      assert.equal(again.role, 'client');
      assert.equal((await http.get('/api/users/', { token: again.token })).status, 403);
      assert.equal((await http.get('/api/cases/', { token: again.token })).status, 403);
    });

    test("a deleted user's token gets 401, never 500, on reads and writes", async () => {
      const { http, app } = world.api;
      const gone = await newClient(http, 'deleted.user@example.com');
      assert.equal((await http.get(profile(gone), { token: gone.token })).status, 200);
      // (No case of theirs: deleting the user row leaves their stored files behind.)

      await app.database.db.delete(users).where(eq(users.id, gone.userId));
      const read = await settled(() => http.get(profile(gone), { token: gone.token }));
      assert.equal(read.status, 401, read.text);
      const token = gone.token;
      const calls = [
        () => http.get(`/api/cases/${gone.userId}`, { token }),
        () => http.get(`/api/cases/singleCase/${UNKNOWN_ID}`, { token }),
        () => http.put(profile(gone), { token, json: { firstName: 'Ghost' } }),
        () => http.post('/api/cases/register', { token, form: caseForm(validCase) }),
        () => http.put(`/api/cases/${UNKNOWN_ID}`, { token, json: { summary: 'Still here?' } }),
        () => http.delete(`/api/cases/${UNKNOWN_ID}`, { token }),
        () => http.get('/api/messages/unread', { token }),
      ];
      for (const call of calls) {
        const answer = await call();
        assert.equal(answer.status, 401, answer.text);
        assert.equal(answer.body.status, 'error');
      }
    });

    test('a token without a version (signed with the right key) is refused', async () => {
      const key = new TextEncoder().encode(TEST_JWT_SECRET);
      const unversioned = await new SignJWT({ email: world.clientA.email, role: 'client' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(world.clientA.userId)
        .setIssuer('bridge-to-justice')
        .setAudience('bridge-to-justice-api')
        .setExpirationTime('1h')
        .sign(key);
      const answer = await world.api.http.get(profile(world.clientA), { token: unversioned });
      assert.equal(answer.status, 401);
    });
  });

  describe('password reset (POST /users/reset, POST /users/reset/{token})', () => {
    test('the request answers the same whether or not the account exists', async () => {
      const { http } = world.api;
      const known = await http.post('/api/users/reset', { json: { email: world.clientB.email } });
      const unknown = await http.post('/api/users/reset', { json: { email: 'ghost@example.com' } });
      assert.equal(known.status, 200);
      assert.equal(unknown.status, 200);
      assert.deepEqual(known.body, unknown.body);
      assert.equal(known.body.status, 'success');
      const missing = await http.post('/api/users/reset', { json: {} });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.message, 'Email is required.');
    });

    test('the mailed link sets a new password once; strength is checked, then match', async () => {
      const { http } = world.api;
      const email = 'reset.me@example.com';
      await http.post('/api/users/register', { json: registration(email) });
      // Reset also proves the address, so it works for an unverified account too.
      await http.post('/api/users/reset', { json: { email: email.toUpperCase() } });
      const link = await latestLink(http, email, '/reset-password?token=');
      assert.ok(
        link.startsWith('http://localhost:3000/reset-password?token='),
        "link.startsWith('http://localhost:3000/reset-password?token=')",
      );
      const token = tokenOf(link);

      const weak = await http.post(`/api/users/reset/${token}`, {
        json: { password: 'weak', confirmPassword: 'other' },
      });
      assert.equal(weak.status, 400);
      assert.equal(weak.body.message, passwordRuleMessage.reset);
      const mismatch = await http.post(`/api/users/reset/${token}`, {
        json: { password: 'Fresh@12345', confirmPassword: 'Fresh@123456' },
      });
      assert.equal(mismatch.status, 400);
      assert.equal(mismatch.body.message, 'Passwords do not match.');
      const bad = await http.post(`/api/users/reset/${'B'.repeat(43)}`, {
        json: { password: 'Fresh@12345' },
      });
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body, {
        status: 'error',
        code: 'token.invalid',
        message: 'Invalid or expired token.',
      });

      const done = await http.post(`/api/users/reset/${token}`, {
        json: { password: 'Fresh@12345' },
      });
      assert.equal(done.status, 200);
      assert.equal(done.body.status, 'success');
      assert.equal(done.body.message, 'Password reset successfully!');
      const reused = await http.post(`/api/users/reset/${token}`, {
        json: { password: 'Other@12345' },
      });
      assert.equal(reused.status, 400, 'single use');

      const old = await http.post('/api/users/login', {
        json: { email, password: 'Client@12345' },
      });
      assert.equal(old.status, 401);
      await login(http, email, 'Fresh@12345');
    });

    test('a newer reset link replaces the older one', async () => {
      const { http } = world.api;
      const email = world.clientB.email;
      // Reset mails go out after the answer: wait for each new one.
      const known = await linksTo(http, email, '/reset-password?token=');
      await http.post('/api/users/reset', { json: { email } });
      const firstLink = await nextLink(http, email, '/reset-password?token=', known);
      await http.post('/api/users/reset', { json: { email } });
      const secondLink = await nextLink(http, email, '/reset-password?token=', [
        ...known,
        firstLink,
      ]);
      const [first, second] = [tokenOf(firstLink), tokenOf(secondLink)];
      assert.notEqual(first, second);
      assert.equal(
        (
          await http.post(`/api/users/reset/${first}`, {
            json: { password: world.clientB.password },
          })
        ).status,
        400,
      );
      assert.equal(
        (
          await http.post(`/api/users/reset/${second}`, {
            json: { password: world.clientB.password },
          })
        ).status,
        200,
      );
      // The reset ended client B's earlier sessions (their tokens get 401): the later suites need a
      // new one.
      world.clientB = await login(http, email, world.clientB.password);
    });

    test('expired verification and reset tokens are refused', async () => {
      const { http, app } = world.api;
      const email = 'expiring@example.com';
      const registered = await http.post('/api/users/register', { json: registration(email) });
      await http.post('/api/users/reset', { json: { email } });
      const verifyToken = tokenOf(await latestLink(http, email, '/verify?token='));
      const resetToken = tokenOf(await latestLink(http, email, '/reset-password?token='));
      const { authTokens } = await import('../../src/db/schema');
      assert.equal(registered.status, 201);
      const account = await findUserByEmail(app.database.db, email);
      assert.ok(account, 'account');
      await app.database.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.userId, account.id));
      assert.equal(
        (await http.post(`/api/users/verify/${verifyToken}`, { json: { token: verifyToken } }))
          .status,
        400,
      );
      assert.equal(
        (await http.post(`/api/users/reset/${resetToken}`, { json: { password: 'Fresh@12345' } }))
          .status,
        400,
      );
    });
  });

  describe('rate limits on the password-reset routes', () => {
    test('reset requests are limited per IP and e-mail; other e-mails still pass', async () => {
      const { http, config } = world.api;
      const statuses: number[] = [];
      for (let i = 0; i <= config.rateLimitMax; i++) {
        statuses.push(
          (await http.post('/api/users/reset', { json: { email: 'flood@example.com' } })).status,
        );
      }
      assert.deepEqual(
        statuses.slice(0, config.rateLimitMax),
        Array(config.rateLimitMax).fill(200),
      );
      assert.equal(statuses[config.rateLimitMax], 429);
      assert.equal(
        (await http.post('/api/users/reset', { json: { email: 'calm@example.com' } })).status,
        200,
      );
    });

    test('guessing reset tokens is limited per IP', async () => {
      const { http, config } = world.api;
      let limited: { status: number; body: { status: string; message: string } } | null = null;
      for (let i = 0; i <= config.rateLimitMax + 1 && !limited; i++) {
        const answer = await http.post(`/api/users/reset/guess${i}`, {
          json: { password: 'Guess@12345' },
        });
        if (answer.status === 429) limited = answer;
        else assert.equal(answer.status, 400);
      }
      assert.ok(limited, 'no 429 after the limit');
      assert.equal(limited.body.status, 'error');
    });
  });
}
