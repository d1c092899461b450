import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SignJWT, decodeJwt } from 'jose';
import { REGISTER_REQUIRED_FIELDS } from 'shared-api/src/rules/registerFields';
import { passwordRuleMessage } from 'shared-api/src/rules/password';
import {
  TEST_JWT_SECRET,
  latestLink,
  linksTo,
  login,
  nextLink,
  registration,
  tokenOf,
} from '../helpers/context';
import type { World } from '../helpers/world';

export function authSuite(world: World) {
  describe('register (POST /users/register)', () => {
    test('answers 201 with the spec message and the user without secrets, and mails a verification link', async () => {
      const { http } = world.api;
      const answer = await http.post('/api/users/register', {
        json: registration('  New.Person@Example.COM '),
      });
      assert.equal(answer.status, 201);
      assert.equal(answer.body.status, 'success');
      assert.equal(
        answer.body.message,
        'you have successfully registered, kindly check your email for verification',
      );
      const user = answer.body.data;
      assert.equal(user.email, 'new.person@example.com', 'stored trimmed and lower-cased');
      assert.equal(user.role, 'client');
      assert.equal(user.verified, false);
      assert.match(user.userId, /^[0-9a-f-]{36}$/);
      for (const secret of ['password', 'passwordHash', 'password_hash', 'confirmPassword'])
        assert.ok(!(secret in user));
      assert.ok(!answer.text.includes('argon2'), 'no hash anywhere in the answer');
      const link = await latestLink(http, 'new.person@example.com', '/verify?token=');
      assert.ok(link.startsWith('http://localhost:3000/verify?token='));
    });

    test('checks the required fields in the order of spec §5, each with its exact text', async () => {
      const { http } = world.api;
      for (const [index, { field, message }] of REGISTER_REQUIRED_FIELDS.entries()) {
        // Blank this field and every later one: the first failure must be this field's text.
        const blanks = Object.fromEntries(
          REGISTER_REQUIRED_FIELDS.slice(index).map((entry) => [entry.field, '   ']),
        );
        const answer = await http.post('/api/users/register', {
          json: registration(`order${index}@example.com`, blanks),
        });
        assert.equal(answer.status, 400, field);
        assert.deepEqual(answer.body, { status: 'error', message });
      }
    });

    test('lastName is optional', async () => {
      const answer = await world.api.http.post('/api/users/register', {
        json: registration('nolastname@example.com', { lastName: undefined }),
      });
      assert.equal(answer.status, 201, answer.text);
    });

    test('passwords must match, then the strength rule applies (spec §5 texts)', async () => {
      const { http } = world.api;
      const mismatch = await http.post('/api/users/register', {
        json: registration('mismatch@example.com', { confirmPassword: 'Other@12345' }),
      });
      assert.deepEqual(mismatch.body, { status: 'error', message: 'Passwords do not match.' });
      for (const weak of [
        'short@1A',
        'alllowercase@1',
        'ALLUPPER@1',
        'NoDigits@abc',
        'NoSpecial123',
        'Has space@1A',
        'Unicodé@1A',
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

    test('a duplicate e-mail (any case, any spaces) is 409', async () => {
      const answer = await world.api.http.post('/api/users/register', {
        json: registration(' CLIENT.A@example.com'),
      });
      assert.equal(answer.status, 409);
      assert.equal(answer.body.status, 'error');
      assert.equal(answer.body.message, 'An account with this email already exists.');
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
        assert.deepEqual(answer.body, { status: 'error', message: 'Invalid or expired token.' });
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

    test('the mailed link sets a new password once; strength and match are checked in spec order', async () => {
      const { http } = world.api;
      const email = 'reset.me@example.com';
      await http.post('/api/users/register', { json: registration(email) });
      // Reset also proves the address, so it works for an unverified account too.
      await http.post('/api/users/reset', { json: { email: email.toUpperCase() } });
      const link = await latestLink(http, email, '/reset-password?token=');
      assert.ok(link.startsWith('http://localhost:3000/reset-password?token='));
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
      assert.deepEqual(bad.body, { status: 'error', message: 'Invalid or expired token.' });

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
    });

    test('expired verification and reset tokens are refused', async () => {
      const { http, app } = world.api;
      const email = 'expiring@example.com';
      const registered = await http.post('/api/users/register', { json: registration(email) });
      await http.post('/api/users/reset', { json: { email } });
      const verifyToken = tokenOf(await latestLink(http, email, '/verify?token='));
      const resetToken = tokenOf(await latestLink(http, email, '/reset-password?token='));
      const { authTokens } = await import('../../src/db/schema');
      const { eq } = await import('drizzle-orm');
      await app.database.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.userId, registered.body.data.userId));
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
