/**
 * Brute force and flooding (429 with Retry-After): the real server with the limits a
 * deployment gets, on 127.0.0.1, driven from several loopback addresses (127.0.0.2, 127.0.0.3 …)
 * so each is a different client IP.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REFUSAL_DELAY_MS } from '../src/lib/rateLimits';
import { GUARDED_LOGIN_DELAY_MS } from '../src/features/accounts/routes/account';
import {
  LIMIT_DEFAULTS,
  newClient,
  registration,
  startTestApi,
  type Identity,
  type TestApi,
} from './helpers/context';
import { fromAddress, type AddressAnswer } from './helpers/fromAddress';
import { testDriver } from './helpers/testDatabase';

function assertLimited(answer: AddressAnswer, windowSeconds: number, what: string): void {
  assert.equal(answer.status, 429, `${what}: ${JSON.stringify(answer.body)}`);
  assert.equal(answer.body.status, 'error');
  assert.match(answer.body.message, /^Too many attempts\. Please try again in \d+ \w+\.$/);
  const retryAfter = Number(answer.headers['retry-after']);
  assert.ok(
    Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= windowSeconds,
    `${what}: Retry-After ${answer.headers['retry-after']}`,
  );
}

describe(`rate limits on ${testDriver} (the defaults of a deployment)`, () => {
  let api: TestApi;
  let member: Identity;
  let other: Identity;
  const at = (address: string) => fromAddress(address, api.baseUrl);

  before(async () => {
    api = await startTestApi(LIMIT_DEFAULTS, { host: '127.0.0.1' });
    member = await newClient(api.http, 'member@example.com');
    other = await newClient(api.http, 'other.member@example.com');
  });
  after(async () => {
    await api?.close();
  });

  test('a flood of logins from one address with rotating e-mails gets 429 with Retry-After; other addresses still log in', async () => {
    const { max } = api.config.loginIpLimit;
    const flood = at('127.0.0.2');
    for (let i = 0; i < max; i++) {
      const answer = await flood('POST', '/api/users/login', {
        email: `guess${i}@example.com`,
        password: 'Guess@12345',
      });
      assert.equal(answer.status, 401, `attempt ${i + 1}`);
    }
    assertLimited(
      await flood('POST', '/api/users/login', { email: 'guess-last@example.com', password: 'x' }),
      60,
      'one more from the flooding address',
    );
    // Even the right password is refused from that address until the window ends…
    const right = { email: member.email, password: member.password };
    assertLimited(await flood('POST', '/api/users/login', right), 60, 'the right password');
    // …while the same account logs in from another address.
    const elsewhere = await at('127.0.0.3')('POST', '/api/users/login', right);
    assert.equal(elsewhere.status, 200, JSON.stringify(elsewhere.body));
    assert.equal(elsewhere.body.user.email, member.email);
  });

  test('a refused attempt is answered after a delay (a tarpit: a flood cannot run at the speed of 429s)', async () => {
    const { max } = api.config.loginIpLimit;
    const flood = at('127.0.0.4');
    for (let i = 0; i < max; i++)
      await flood('POST', '/api/users/login', { email: `t${i}@example.com`, password: 'x' });
    const started = performance.now();
    const refused = await flood('POST', '/api/users/login', {
      email: 't@example.com',
      password: 'x',
    });
    const waited = performance.now() - started;
    assertLimited(refused, 60, 'past the limit');
    assert.ok(waited >= REFUSAL_DELAY_MS * 0.9, `answered after ${Math.round(waited)} ms`);
    // Another address is not held up by it.
    const started2 = performance.now();
    const other2 = await at('127.0.0.5')('POST', '/api/users/login', {
      email: member.email,
      password: member.password,
    });
    assert.equal(other2.status, 200, JSON.stringify(other2.body));
    assert.ok(performance.now() - started2 < REFUSAL_DELAY_MS, 'a real login is not delayed');
  });

  test('failed logins on one account from many addresses stop those addresses, not the owner; successful ones are not counted', async () => {
    const { max } = api.config.loginAccountLimit;
    const perAddress = api.config.rateLimitMax - 1; // stay under the per-address-and-e-mail limit
    const right = { email: other.email, password: other.password };
    let sent = 0;
    for (let address = 10; sent < max + 5; address++) {
      for (let i = 0; i < perAddress && sent < max + 5; i++, sent++) {
        const ok = await at(`127.0.1.${address}`)('POST', '/api/users/login', right);
        assert.equal(ok.status, 200, `success ${sent + 1}: ${JSON.stringify(ok.body)}`);
      }
    }

    const wrong = { email: member.email, password: 'Wrong@12345' };
    let failed = 0;
    for (let address = 10; failed < max; address++) {
      for (let i = 0; i < perAddress && failed < max; i++, failed++) {
        const answer = await at(`127.0.2.${address}`)('POST', '/api/users/login', wrong);
        assert.equal(answer.status, 401, `failure ${failed + 1}`);
      }
    }
    // Not a lockout: an address that failed on the account gets no more tries in the window,
    // even with the right password…
    const right2 = { email: member.email, password: member.password };
    assertLimited(
      await at('127.0.2.10')('POST', '/api/users/login', right2),
      15 * 60,
      'an address that failed on the account',
    );
    // …while a new address (the owner's, most likely) logs in, slowed down a little.
    const fresh = at('127.0.3.1');
    const started = performance.now();
    const owner = await fresh('POST', '/api/users/login', right2);
    assert.equal(owner.status, 200, `the owner from a new address: ${JSON.stringify(owner.body)}`);
    assert.ok(performance.now() - started >= GUARDED_LOGIN_DELAY_MS * 0.9, 'slowed down');
    // A new address that guesses gets that one guess only.
    const guesser = at('127.0.3.2');
    assert.equal((await guesser('POST', '/api/users/login', wrong)).status, 401);
    assertLimited(
      await guesser('POST', '/api/users/login', wrong),
      15 * 60,
      'a second guess from a new address',
    );
    // The address itself is not limited: another account logs in from it.
    assert.equal((await at('127.0.2.10')('POST', '/api/users/login', right)).status, 200);
  });

  test('registrations are limited per address', async () => {
    const { max } = api.config.registerIpLimit;
    const flood = at('127.0.0.4');
    for (let i = 0; i < max; i++) {
      const answer = await flood(
        'POST',
        '/api/users/register',
        registration(`reg${i}@example.com`),
      );
      assert.equal(answer.status, 201, `registration ${i + 1}: ${JSON.stringify(answer.body)}`);
    }
    assertLimited(
      await flood('POST', '/api/users/register', registration('reg-last@example.com')),
      3600,
      'one more registration',
    );
    const calm = await at('127.0.0.5')(
      'POST',
      '/api/users/register',
      registration('calm.reg@example.com'),
    );
    assert.equal(calm.status, 201, JSON.stringify(calm.body));
  });

  test('password-reset requests are limited per address for all e-mails', async () => {
    const { max } = api.config.resetIpLimit;
    const flood = at('127.0.0.6');
    for (let i = 0; i < max; i++) {
      const answer = await flood('POST', '/api/users/reset', { email: `forgot${i}@example.com` });
      assert.equal(answer.status, 200, `request ${i + 1}`);
    }
    assertLimited(
      await flood('POST', '/api/users/reset', { email: 'forgot-last@example.com' }),
      15 * 60,
      'one more reset request',
    );
    const calm = await at('127.0.0.7')('POST', '/api/users/reset', { email: member.email });
    assert.equal(calm.status, 200);
  });

  test('the per-address-and-e-mail limits answer Retry-After too (login, reset link guesses)', async () => {
    const call = at('127.0.0.8');
    for (let i = 0; i < api.config.rateLimitMax; i++)
      await call('POST', '/api/users/login', { email: 'one@example.com', password: 'Wrong@12345' });
    assertLimited(
      await call('POST', '/api/users/login', { email: 'one@example.com', password: 'Wrong@12345' }),
      60,
      'login, same address and e-mail',
    );
    let limited: AddressAnswer | null = null;
    for (let i = 0; i <= api.config.rateLimitMax && !limited; i++) {
      const answer = await call('POST', `/api/users/reset/guess${i}`, { password: 'Guess@12345' });
      if (answer.status === 429) limited = answer;
    }
    assert.ok(limited, 'no 429 for reset link guesses');
    assertLimited(limited, 60, 'reset link guesses');
  });

  test('without TRUST_PROXY a forged X-Forwarded-For does not escape the limit', async () => {
    const { max } = api.config.loginIpLimit;
    const flood = at('127.0.0.9');
    const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i % 250}` });
    for (let i = 0; i < max; i++) {
      const body = { email: `forged${i}@example.com`, password: 'Guess@12345' };
      assert.equal((await flood('POST', '/api/users/login', body, forged(i))).status, 401);
    }
    assertLimited(
      await flood('POST', '/api/users/login', { email: 'f@example.com', password: 'x' }, forged(7)),
      60,
      'a new forged address',
    );
  });
});

describe(`TRUST_PROXY on ${testDriver}: behind a proxy the limits count the client's address`, () => {
  let api: TestApi;
  let member: Identity;

  before(async () => {
    // The proxy is this test at 127.0.0.1; the clients are named in X-Forwarded-For.
    api = await startTestApi(
      { ...LIMIT_DEFAULTS, TRUST_PROXY: '127.0.0.1' },
      { host: '127.0.0.1' },
    );
    member = await newClient(api.http, 'proxied@example.com');
  });
  after(async () => {
    await api?.close();
  });

  test('a flood from one client behind the proxy gets 429; another client behind it logs in', async () => {
    const proxy = fromAddress('127.0.0.1', api.baseUrl);
    const client = (address: string) => ({ 'x-forwarded-for': address });
    const { max } = api.config.loginIpLimit;
    for (let i = 0; i < max; i++) {
      const body = { email: `proxied${i}@example.com`, password: 'Guess@12345' };
      const answer = await proxy('POST', '/api/users/login', body, client('203.0.113.7'));
      assert.equal(answer.status, 401, `attempt ${i + 1}`);
    }
    const right = { email: member.email, password: member.password };
    assertLimited(
      await proxy('POST', '/api/users/login', right, client('203.0.113.7')),
      60,
      'the flooding client',
    );
    const calm = await proxy('POST', '/api/users/login', right, client('203.0.113.8'));
    assert.equal(calm.status, 200, JSON.stringify(calm.body));
  });
});
