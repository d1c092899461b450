/**
 * SMS through a real gateway, over real HTTP on both databases: Kannel's bearerbox and smsbox on
 * loopback, and fakesmsc as the operator, which shows what a handset would receive. A client who
 * chose the phone gets the notices by SMS in their language, with no case text; the others keep
 * the e-mail; the account's own mails stay e-mails; the operator's report makes the SMS delivered
 * for the admin; with the gateway down the SMS waits and goes out once when it is back.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { secretMac } from '../src/lib/secretMac';
import {
  TEST_JWT_SECRET,
  latestLink,
  login,
  registration,
  startTestApi,
  tokenOf,
  type Identity,
  type OutboxMail,
  type TestApi,
} from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { startKannel, type Kannel } from './helpers/kannel';
import { migratableDatabase } from './helpers/migrateTo';
import { testDriver } from './helpers/testDatabase';

interface SmsEntry {
  id: string;
  to: string;
  kind: string;
  locale: string;
  segments: number;
  encoding: string;
  state: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
}

let kannel: Kannel;
let api: TestApi;
let admin: Identity;

const PASSWORD = 'Client@12345';
const METRICS_TOKEN = 'sms-test-metrics-token-0123456789abcdef';

/** Registers a client with these details, follows the verification mail, logs in. */
async function register(
  email: string,
  details: { phoneNumber: string; preferredContact: 'email' | 'phone'; locale?: string },
): Promise<Identity> {
  const registered = await api.http.post('/api/users/register', {
    json: registration(email, details),
  });
  assert.equal(registered.status, 201, registered.text);
  const token = tokenOf(await latestLink(api.http, email, '/verify?token='));
  const verified = await api.http.post(`/api/users/verify/${token}`, { json: { token } });
  assert.equal(verified.status, 200, verified.text);
  return login(api.http, email, PASSWORD);
}

async function submit(owner: Identity) {
  const answer = await api.http.post('/api/cases/register', {
    token: owner.token,
    form: caseForm(validCase, { bytes: sample.pdf(), name: 'evidence.pdf' }),
  });
  assert.equal(answer.status, 201, answer.text);
  return answer.body.data as { id: string; reference: string };
}

async function smsList(): Promise<SmsEntry[]> {
  const answer = await api.http.get('/api/sms?limit=100', { token: admin.token });
  assert.equal(answer.status, 200, answer.text);
  return answer.body.data as SmsEntry[];
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const outbox = async () => (await api.http.get<OutboxMail[]>('/api/dev/outbox')).body;

describe(`SMS through Kannel on ${testDriver}`, () => {
  before(async () => {
    kannel = await startKannel();
    api = await startTestApi(
      {
        ...kannel.env,
        SMS_RETRY_DELAY_S: '1',
        SMS_RETRY_LIMIT: '30',
        METRICS_TOKEN,
        // The unread-message reminder scan looks often; its 10 minutes pass on the test clock.
        MESSAGE_REMINDER_CHECK_MS: '100',
      },
      { host: '127.0.0.1' },
    );
    const [adminAccount] = DEMO_ACCOUNTS as unknown as [{ email: string; password: string }];
    admin = await login(api.http, adminAccount.email, adminAccount.password);
  });
  after(async () => {
    await api?.close();
    await kannel?.stop();
  });

  test('a number that cannot receive SMS is refused with phone.notMobile at registration and in the profile', async () => {
    for (const phoneNumber of ['0252 123 456', '+250 252 123 456', '0702 123 456']) {
      const answer = await api.http.post('/api/users/register', {
        json: registration(`landline.${randomUUID()}@example.com`, {
          phoneNumber,
          preferredContact: 'phone',
        }),
      });
      assert.equal(answer.status, 400, `${phoneNumber}: ${answer.text}`);
      assert.equal(answer.body.code, 'phone.notMobile', phoneNumber);
      assert.equal(answer.body.field, 'phoneNumber', phoneNumber);
      assert.match(answer.body.message, /cannot receive SMS/);
    }
    // A foreign number or junk still gets the form's own rule.
    const junk = await api.http.post('/api/users/register', {
      json: registration(`junk.${randomUUID()}@example.com`, { phoneNumber: '12345' }),
    });
    assert.equal(junk.status, 400, junk.text);
    assert.equal(junk.body.code, 'contact.phoneNumber');

    const client = await register('sms.profile@example.com', {
      phoneNumber: '0788 100 200',
      preferredContact: 'email',
    });
    const refused = await api.http.put(`/api/users/${client.userId}`, {
      token: client.token,
      json: { phoneNumber: '0252 123 456' },
    });
    assert.equal(refused.status, 400, refused.text);
    assert.equal(refused.body.code, 'phone.notMobile');
    assert.equal(refused.body.field, 'phoneNumber');
    const changed = await api.http.put(`/api/users/${client.userId}`, {
      token: client.token,
      json: { phoneNumber: '0722 300 400', preferredContact: 'phone' },
    });
    assert.equal(changed.status, 200, changed.text);
    const stored = await api.http.get(`/api/users/${client.userId}`, { token: client.token });
    assert.equal(stored.body.data.phoneNumber, '+250722300400');
    assert.equal(stored.body.data.preferredContact, 'phone');
  });

  test('a client who chose the phone registers (E.164 kept, verification by e-mail) and hears of their case by SMS in Kinyarwanda, without its text', async () => {
    const email = 'sms.phone.rw@example.com';
    const number = '+250788555001';
    const client = await register(email, {
      phoneNumber: '0788 555 001',
      preferredContact: 'phone',
      locale: 'rw',
    });
    const stored = await api.http.get(`/api/users/${client.userId}`, { token: client.token });
    assert.equal(stored.body.data.phoneNumber, number);
    // The verification went by e-mail (register() followed it), never by SMS.
    assert.equal(kannel.to(number).length, 0, 'no SMS before the case');

    const created = await submit(client);
    const [sms] = await kannel.waitFor(number, 1);
    assert.ok(sms, 'an SMS arrived');
    assert.ok(
      sms.text.includes(`Ikirego cyanyu ${created.reference} cyakiriwe.`),
      `Kinyarwanda text: ${sms.text}`,
    );
    assert.ok(
      sms.text.includes(`http://localhost:3000/messages/${created.id}`),
      `link to the case: ${sms.text}`,
    );
    assert.ok(!sms.text.includes(validCase.summary), 'no case text');
    assert.ok(!sms.text.includes('Civil'), 'no case type');
    assert.ok(sms.parts <= 2, `${sms.parts} segments`);
    assert.ok(!sms.types.includes('ucs-2'), `GSM-7, not UCS-2: ${sms.types.join(',')}`);
    assert.equal(sms.from, 'BridgeToJ');

    // No notice mail for this client: the SMS replaced it.
    const mails = (await outbox()).filter((mail) => mail.to === email);
    assert.deepEqual(
      mails.map((mail) => mail.links.some((link) => link.includes('/verify?token='))),
      [true],
      'only the verification mail went to the phone client',
    );

    // The operator's report reaches the API: the admin sees it delivered.
    const delivered = await until('the delivery report', async () =>
      (await smsList()).find((entry) => entry.to === number && entry.state === 'delivered'),
    );
    assert.equal(delivered.kind, 'case_received');
    assert.equal(delivered.locale, 'rw');
    assert.equal(delivered.encoding, 'gsm7');
    assert.ok(delivered.segments >= 1 && delivered.segments <= 2, `${delivered.segments}`);
    assert.equal(delivered.attempts, 1);
    assert.ok(delivered.sentAt && delivered.deliveredAt, 'sent and delivered times');
  });

  test('a client who chose e-mail gets the mail, not an SMS', async () => {
    const email = 'sms.mail@example.com';
    const number = '+250788555002';
    const client = await register(email, { phoneNumber: number, preferredContact: 'email' });
    const created = await submit(client);
    await until('the case-received mail', async () =>
      (await outbox()).find((mail) => mail.to === email && mail.text.includes(created.reference)),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    assert.equal(kannel.to(number).length, 0, 'no SMS to an e-mail client');
    assert.equal((await smsList()).filter((entry) => entry.to === number).length, 0);
  });

  test('French and English SMS: a status change and a message from the firm', async () => {
    const number = '+250788555003';
    const client = await register('sms.phone.fr@example.com', {
      phoneNumber: number,
      preferredContact: 'phone',
      locale: 'fr',
    });
    const created = await submit(client);
    await kannel.waitFor(number, 1);
    const status = await api.http.patch(`/api/cases/status/${created.id}`, {
      token: admin.token,
      json: { status: 'Received' },
    });
    assert.equal(status.status, 200, status.text);
    const messages = await kannel.waitFor(number, 2);
    const changed = messages[1]!;
    assert.ok(
      changed.text.includes(`Le statut de votre dossier ${created.reference} a changé.`),
      changed.text,
    );
    assert.ok(changed.parts <= 2 && !changed.types.includes('ucs-2'), 'GSM-7, ≤ 2 segments');

    const english = await api.http.put(`/api/users/${client.userId}`, {
      token: client.token,
      json: { locale: 'en' },
    });
    assert.equal(english.status, 200, english.text);
    const assigned = await api.http.patch(`/api/cases/assigning/${created.id}`, {
      token: admin.token,
      json: { assignedTo: DEMO_ACCOUNTS[1]!.email },
    });
    assert.equal(assigned.status, 200, assigned.text);
    const lawyer = await login(api.http, DEMO_ACCOUNTS[1]!.email, DEMO_ACCOUNTS[1]!.password);
    const secret = 'The other party, Mr Kamanzi, offered 2 million';
    const posted = await api.http.post(`/api/cases/${created.id}/messages`, {
      token: lawyer.token,
      json: { text: secret },
    });
    assert.equal(posted.status, 201, posted.text);
    const all = await kannel.waitFor(number, 4);
    const texts = all.slice(2).map((sms) => sms.text);
    assert.ok(
      texts.some((text) =>
        text.includes(`A lawyer was assigned to your case ${created.reference}.`),
      ),
      texts.join(' | '),
    );
    assert.ok(
      texts.some((text) =>
        text.includes(`There is a new message on your case ${created.reference}.`),
      ),
      texts.join(' | '),
    );
    for (const text of texts) {
      assert.ok(!text.includes('Kamanzi') && !text.includes('million'), `no message text: ${text}`);
      assert.ok(!text.includes('Lawyer'), `no name of the lawyer: ${text}`);
    }
  });

  test("the list is the admin's; a delivery report needs our signature", async () => {
    const client = await register('sms.nosy@example.com', {
      phoneNumber: '+250788555004',
      preferredContact: 'email',
    });
    const refused = await api.http.get('/api/sms', { token: client.token });
    assert.equal(refused.status, 403, refused.text);
    const anonymous = await api.http.get('/api/sms');
    assert.equal(anonymous.status, 401, anonymous.text);

    const [some] = await smsList();
    assert.ok(some, 'an SMS to report on');
    const forged = await api.http.get(`/api/sms/dlr?id=${some.id}&sig=AAAA&type=2`);
    assert.equal(forged.status, 403, forged.text);
    assert.equal(forged.body.code, 'token.invalid');
    const after = (await smsList()).find((entry) => entry.id === some.id);
    assert.equal(after?.state, some.state, 'a forged report changes nothing');
    // A signed id that is no SMS.
    const unknown = randomUUID();
    const sig = secretMac(TEST_JWT_SECRET, 'sms-delivery-report')
      .sign(unknown)
      .toString('base64url');
    const missing = await api.http.get(`/api/sms/dlr?id=${unknown}&sig=${sig}&type=1`);
    assert.equal(missing.status, 404, missing.text);
    assert.equal(missing.body.code, 'sms.notFound');
    const bad = await api.http.get(`/api/sms/dlr?id=not-a-uuid&sig=${sig}&type=1`);
    assert.equal(bad.status, 400, bad.text);
  });

  test('with the gateway down the SMS waits in the queue, and goes out once when it is back', async () => {
    const number = '+250788555005';
    const client = await register('sms.down@example.com', {
      phoneNumber: number,
      preferredContact: 'phone',
    });
    await kannel.stopGateway();
    let restarted = false;
    try {
      await submit(client);
      // Retried every second or so, still queued, with the last error kept.
      const waiting = await until('a failed attempt', async () =>
        (await smsList()).find((entry) => entry.to === number && entry.attempts >= 2),
      );
      assert.equal(waiting.state, 'queued');
      assert.ok(waiting.lastError, 'the last error is kept');
      assert.equal(kannel.to(number).length, 0, 'nothing reached the operator');

      await kannel.startGateway();
      restarted = true;
      const [arrived] = await kannel.waitFor(number, 1, 60_000);
      assert.ok(arrived, 'the SMS arrived');
      const done = await until('delivered', async () =>
        (await smsList()).find((entry) => entry.to === number && entry.state === 'delivered'),
      );
      assert.equal(done.lastError, null);
      // No second copy: a few more polls of every worker pass.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      assert.equal(kannel.to(number).length, 1, 'exactly once');
      assert.equal((await smsList()).filter((entry) => entry.to === number).length, 1);
    } finally {
      if (!restarted) await kannel.startGateway();
    }
  });

  test('the metrics count SMS outcomes', async () => {
    const answer = await api.http.get('/api/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    assert.equal(answer.status, 200, answer.text);
    const line = (outcome: string) =>
      Number(
        new RegExp(`btj_deliveries_total\\{channel="sms",outcome="${outcome}"\\} (\\d+)`).exec(
          answer.text,
        )?.[1] ?? NaN,
      );
    assert.ok(line('sent') >= 5, `sent ${line('sent')}`);
    assert.ok(line('retry') >= 1, `retry ${line('retry')}`);
    assert.ok(line('delivered') >= 2, `delivered ${line('delivered')}`);
  });

  test("the operator's refusal makes an SMS failed, and a failed SMS is never sent afterwards", async () => {
    const number = '+250788555006';
    const client = await register('sms.refused@example.com', {
      phoneNumber: number,
      preferredContact: 'phone',
    });
    await kannel.stopGateway();
    let restarted = false;
    try {
      await submit(client);
      const queued = await until('the queued SMS', async () =>
        (await smsList()).find((entry) => entry.to === number),
      );
      assert.equal(queued.state, 'queued');
      const sig = secretMac(TEST_JWT_SECRET, 'sms-delivery-report')
        .sign(queued.id)
        .toString('base64url');
      const refused = await api.http.get(`/api/sms/dlr?id=${queued.id}&sig=${sig}&type=16`);
      assert.equal(refused.status, 200, refused.text);
      const failed = (await smsList()).find((entry) => entry.id === queued.id);
      assert.equal(failed?.state, 'failed');
      assert.match(failed?.lastError ?? '', /operator report 16/);
      // A later "delivered" report does not bring it back.
      await api.http.get(`/api/sms/dlr?id=${queued.id}&sig=${sig}&type=1`);
      assert.equal((await smsList()).find((entry) => entry.id === queued.id)?.state, 'failed');

      await kannel.startGateway();
      restarted = true;
      // Its job runs once more (the retry after the gateway came back) and sends nothing.
      await until(
        'the job done',
        async () => {
          const [job] = await api.app.database.rows<{ state: string }>(
            sql`select state::text as state from pgboss.job where name = 'sms' and data->>'id' = ${queued.id}`,
          );
          return job?.state === 'completed' ? job : undefined;
        },
        60_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(kannel.to(number).length, 0, 'a failed SMS is not sent');
    } finally {
      if (!restarted) await kannel.startGateway();
    }
  });

  // It moves this server's clock on, so every unread message of the suite becomes due: it comes
  // after the tests that count their SMS.
  test('a client who chose the phone is reminded of an unread message by SMS, in their language, not by mail', async () => {
    const number = '+250788555009';
    const email = 'sms.unread@example.com';
    const client = await register(email, {
      phoneNumber: number,
      preferredContact: 'phone',
      locale: 'rw',
    });
    const created = await submit(client);
    const assigned = await api.http.patch(`/api/cases/assigning/${created.id}`, {
      token: admin.token,
      json: { assignedTo: DEMO_ACCOUNTS[1]!.email },
    });
    assert.equal(assigned.status, 200, assigned.text);
    const lawyer = await login(api.http, DEMO_ACCOUNTS[1]!.email, DEMO_ACCOUNTS[1]!.password);
    const posted = await api.http.post(`/api/cases/${created.id}/messages`, {
      token: lawyer.token,
      json: { text: 'Please bring the land title on Monday' },
    });
    assert.equal(posted.status, 201, posted.text);
    // Received, assigned, the new message.
    await kannel.waitFor(number, 3);
    const moved = await api.http.post('/api/dev/clock', { json: { advanceMs: 11 * 60_000 } });
    assert.equal(moved.status, 200, moved.text);
    const all = await kannel.waitFor(number, 4);
    const reminder = all[3]!.text;
    assert.ok(
      reminder.includes(`Mufite ubutumwa mutarasoma ku kirego cyanyu ${created.reference}.`),
      reminder,
    );
    assert.ok(!reminder.includes('land title'), 'never the message itself');
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(kannel.to(number).length, 4, 'one reminder');
    const mails = (await outbox()).filter((mail) => mail.to === email);
    assert.equal(
      mails.length,
      1,
      `only the verification mail: ${mails.map((m) => m.subject).join(' | ')}`,
    );
  });

  test('the migration writes the numbers stored before in E.164, and leaves the rest as typed', async () => {
    const database = await migratableDatabase();
    try {
      await database.migrateThrough('0015_dates_requests_sms');
      const stored: [typed: string, after: string][] = [
        ['0788 123 456', '+250788123456'],
        ['+250 722-000-111', '+250722000111'],
        ['250.733.111.222', '+250733111222'],
        ['+250788999000', '+250788999000'],
        ['+254712345678', '+254712345678'],
        ['0252 123 456', '0252 123 456'],
        ['', ''],
      ];
      for (const [index, [typed]] of stored.entries())
        await database.query(
          `insert into users (id, email, password_hash, first_name, phone_number) values ($1, $2, 'x', 'Old', $3)`,
          [randomUUID(), `old.phone.${index}@example.com`, typed],
        );
      await database.migrateAll();
      for (const [index, [typed, after]] of stored.entries()) {
        const [row] = await database.query<{ phone_number: string }>(
          'select phone_number from users where email = $1',
          [`old.phone.${index}@example.com`],
        );
        assert.equal(row?.phone_number, after, typed);
      }
    } finally {
      await database.close();
    }
  });
});
