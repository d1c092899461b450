/**
 * Case messages over real HTTP: the access matrix, read state and unread counts,
 * bad input, attachment rules, and the reminder mail (a link, never the text).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { login, newClient, startTestApi, type Identity, type OutboxMail } from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { fetchFile } from './helpers/http';
import { testDriver } from './helpers/testDatabase';
import type { TestApi } from './helpers/context';

const REMINDER_MS = 400;

interface Cast {
  api: TestApi;
  admin: Identity;
  lawyerA: Identity;
  lawyerB: Identity;
  owner: Identity;
  other: Identity;
}

const cast = {} as Cast;

async function newCase(owner: Identity, assignTo?: Identity): Promise<string> {
  const { http } = cast.api;
  const created = await http.post('/api/cases/register', {
    token: owner.token,
    form: caseForm(validCase, { bytes: sample.pdf(), name: 'evidence.pdf' }),
  });
  assert.equal(created.status, 201, created.text);
  const id = created.body.data._id as string;
  if (assignTo) {
    const assigned = await http.patch(`/api/cases/assigning/${id}`, {
      token: cast.admin.token,
      json: { assignedTo: assignTo.email },
    });
    assert.equal(assigned.status, 200, assigned.text);
  }
  return id;
}

const send = (caseId: string, who: Identity | null, text: unknown) =>
  cast.api.http.post(`/api/cases/${caseId}/messages`, { token: who?.token, json: { text } });
const read = (caseId: string, who: Identity | null) =>
  cast.api.http.get(`/api/cases/${caseId}/messages`, { token: who?.token });
const unread = async (who: Identity) => {
  const answer = await cast.api.http.get('/api/messages/unread', { token: who.token });
  assert.equal(answer.status, 200, answer.text);
  return answer.body.data as { total: number; byCase: Record<string, number> };
};
const threads = async (who: Identity) => {
  const answer = await cast.api.http.get('/api/messages/threads', { token: who.token });
  assert.equal(answer.status, 200, answer.text);
  return answer.body.data as Array<{ caseId: string; unread: number; messageCount: number }>;
};
const outbox = async () =>
  (await cast.api.http.get<OutboxMail[]>('/api/dev/outbox')).body as OutboxMail[];

describe(`case messages on ${testDriver}`, () => {
  before(async () => {
    cast.api = await startTestApi({
      MESSAGE_REMINDER_MS: String(REMINDER_MS),
      MESSAGE_REMINDER_CHECK_MS: '50',
    });
    const [admin, one, two] = DEMO_ACCOUNTS as unknown as [
      { email: string; password: string },
      { email: string; password: string },
      { email: string; password: string },
    ];
    cast.admin = await login(cast.api.http, admin.email, admin.password);
    cast.lawyerA = await login(cast.api.http, one.email, one.password);
    cast.lawyerB = await login(cast.api.http, two.email, two.password);
    cast.owner = await newClient(cast.api.http, 'messages.owner@example.com');
    cast.other = await newClient(cast.api.http, 'messages.other@example.com');
  });
  after(async () => {
    await cast.api?.close();
  });

  test('access matrix: owner, assigned lawyer and admin read and write; others 403, anonymous 401', async () => {
    const caseId = await newCase(cast.owner, cast.lawyerA);
    const rows: Array<[string, Identity | null, number, number]> = [
      ['owner', cast.owner, 200, 201],
      ['assigned lawyer', cast.lawyerA, 200, 201],
      ['admin', cast.admin, 200, 201],
      ['other client', cast.other, 403, 403],
      ['other lawyer', cast.lawyerB, 403, 403],
      ['anonymous', null, 401, 401],
    ];
    for (const [who, identity, readStatus, writeStatus] of rows) {
      const written = await send(caseId, identity, `Hello from ${who}`);
      assert.equal(written.status, writeStatus, `${who} writes: ${written.text}`);
      const answer = await read(caseId, identity);
      assert.equal(answer.status, readStatus, `${who} reads: ${answer.text}`);
      if (readStatus !== 200) {
        assert.equal(answer.body.status, 'error');
        assert.ok(!answer.text.includes('Hello from'), 'no message leaks in a refusal');
      }
    }
    const { body } = await read(caseId, cast.owner);
    assert.deepEqual(
      body.data.messages.map((m: { text: string }) => m.text),
      ['Hello from owner', 'Hello from assigned lawyer', 'Hello from admin'],
    );
    assert.equal(body.data.case.caseId, caseId);
  });

  test('unknown and malformed case ids answer 404 for everyone signed in', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1', '%20']) {
      for (const who of [cast.owner, cast.admin]) {
        const got = await read(id, who);
        assert.equal(got.status, 404, `${id}: ${got.text}`);
        assert.equal(got.body.status, 'error');
        const posted = await send(id, who, 'hello');
        assert.equal(posted.status, 404, `${id}: ${posted.text}`);
      }
    }
  });

  test('an unassigned lawyer is refused until assigned; a reassigned lawyer loses the thread', async () => {
    const caseId = await newCase(cast.owner);
    assert.equal((await read(caseId, cast.lawyerA)).status, 403);
    assert.equal((await send(caseId, cast.owner, 'Before any lawyer')).status, 201);
    await cast.api.http.patch(`/api/cases/assigning/${caseId}`, {
      token: cast.admin.token,
      json: { assignedTo: cast.lawyerA.email },
    });
    // Written before the assignment, still unread for the lawyer who joins.
    assert.equal((await unread(cast.lawyerA)).byCase[caseId], 1);
    assert.equal((await read(caseId, cast.lawyerA)).status, 200);
    await cast.api.http.patch(`/api/cases/assigning/${caseId}`, {
      token: cast.admin.token,
      json: { assignedTo: cast.lawyerB.email },
    });
    assert.equal((await read(caseId, cast.lawyerA)).status, 403);
    assert.equal((await read(caseId, cast.lawyerB)).status, 200);
  });

  test('messages come oldest first with author, role and time; reading clears the unread count', async () => {
    const caseId = await newCase(cast.owner, cast.lawyerA);
    const first = await send(caseId, cast.owner, '  Where is my file?  ');
    assert.equal(first.status, 201, first.text);
    assert.equal(first.body.status, 'success');
    assert.equal(first.body.data.text, 'Where is my file?', 'trimmed');
    assert.equal(first.body.data.authorRole, 'client');
    assert.equal(first.body.data.authorName, 'Aline Uwase');
    assert.equal(first.body.data.authorEmail, cast.owner.email);
    assert.equal(first.body.data.mine, true);
    assert.equal(first.body.data.attachment, null);

    assert.equal((await unread(cast.lawyerA)).byCase[caseId], 1);
    assert.equal((await unread(cast.admin)).byCase[caseId], 1);
    assert.equal((await unread(cast.owner)).byCase[caseId], undefined, 'own messages are read');
    assert.equal((await unread(cast.lawyerB)).byCase[caseId], undefined);

    const lawyerView = await read(caseId, cast.lawyerA);
    assert.equal(lawyerView.body.data.messages[0].mine, false);
    assert.equal((await unread(cast.lawyerA)).byCase[caseId], undefined, 'read after opening');
    assert.equal((await unread(cast.admin)).byCase[caseId], 1, 'read state is per participant');

    const reply = await send(caseId, cast.lawyerA, 'It is with the court; I will call on Monday.');
    assert.equal(reply.body.data.authorRole, 'adminStaff');
    const ownerUnread = await unread(cast.owner);
    assert.equal(ownerUnread.byCase[caseId], 1);
    assert.ok(ownerUnread.total >= 1, 'ownerUnread.total >= 1');

    const { body } = await read(caseId, cast.owner);
    const list = body.data.messages as Array<{ seq: number; createdAt: string; text: string }>;
    assert.deepEqual(
      list.map((m) => m.seq),
      [1, 2],
    );
    assert.ok(
      Date.parse(list[0]!.createdAt) <= Date.parse(list[1]!.createdAt),
      'Date.parse(list[0]!.createdAt) <= Date.parse(list[1]!.createdAt)',
    );
    assert.equal((await unread(cast.owner)).byCase[caseId], undefined);
  });

  test('threads: newest activity first with unread counts; a lawyer sees only assigned cases, an admin cases with messages', async () => {
    const quiet = await newCase(cast.owner, cast.lawyerA);
    const busy = await newCase(cast.owner, cast.lawyerA);
    await send(busy, cast.owner, 'A question');
    await send(busy, cast.owner, 'Another question');

    const ownerThreads = await threads(cast.owner);
    const ids = ownerThreads.map((t) => t.caseId);
    assert.ok(ids.includes(quiet), 'a client sees cases without messages too');
    assert.equal(ids[0], busy, 'newest activity first');

    const lawyerThreads = await threads(cast.lawyerA);
    assert.equal(lawyerThreads.find((t) => t.caseId === busy)?.unread, 2);
    assert.equal(lawyerThreads.find((t) => t.caseId === busy)?.messageCount, 2);
    assert.ok(
      !(await threads(cast.lawyerB)).some((t) => t.caseId === busy),
      '!(await threads(cast.lawyerB)).some((t) => t.caseId === busy)',
    );

    const adminThreads = await threads(cast.admin);
    assert.ok(
      adminThreads.some((t) => t.caseId === busy),
      'adminThreads.some((t) => t.caseId === busy)',
    );
    assert.ok(!adminThreads.some((t) => t.caseId === quiet), 'no messages, no admin thread');
    assert.ok(
      !(await threads(cast.other)).some((t) => t.caseId === busy),
      '!(await threads(cast.other)).some((t) => t.caseId === busy)',
    );
    assert.equal(
      (await cast.api.http.get('/api/messages/threads')).status,
      401,
      'anonymous threads',
    );
    assert.equal((await cast.api.http.get('/api/messages/unread')).status, 401);
  });

  test('bad input is a 4xx with the envelope, never a 5xx, and writes nothing', async () => {
    const caseId = await newCase(cast.owner, cast.lawyerA);
    const { http } = cast.api;
    const token = cast.owner.token;
    const cases: Array<[string, Parameters<typeof http.post>[1], number, string?]> = [
      ['no text', { token, json: {} }, 400, 'Please write a message.'],
      ['empty text', { token, json: { text: '' } }, 400, 'Please write a message.'],
      ['blank text', { token, json: { text: ' \n\t ' } }, 400, 'Please write a message.'],
      [
        'too long',
        { token, json: { text: 'x'.repeat(4001) } },
        400,
        'A message may be at most 4000 characters.',
      ],
      ['a number', { token, json: { text: 42 } }, 400],
      ['null', { token, json: { text: null } }, 400],
      ['an array body', { token, json: ['hello'] }, 400],
      ['broken JSON', { token, raw: '{"text": "hi"', contentType: 'application/json' }, 400],
      ['plain text body', { token, raw: 'hello', contentType: 'text/plain' }, 400],
      [
        'broken multipart',
        {
          token,
          raw: '--x\r\nContent-Disposition: form-data',
          contentType: 'multipart/form-data; boundary=x',
        },
        400,
      ],
    ];
    for (const [name, options, status, message] of cases) {
      const answer = await http.post(`/api/cases/${caseId}/messages`, options);
      assert.equal(answer.status, status, `${name}: ${answer.text}`);
      assert.equal(answer.body.status, 'error', name);
      if (message) assert.equal(answer.body.message, message, name);
    }
    const exactly = await send(caseId, cast.owner, 'y'.repeat(4000));
    assert.equal(exactly.status, 201, '4000 characters are allowed');
    const { body } = await read(caseId, cast.owner);
    assert.equal(body.data.messages.length, 1);
  });

  test('attachments follow the upload rules: allowed types by content, 10 MiB, one file', async () => {
    const caseId = await newCase(cast.owner, cast.lawyerA);
    const { http } = cast.api;
    const post = (form: FormData) =>
      http.post(`/api/cases/${caseId}/messages`, { token: cast.owner.token, form });
    const withFile = (text: string | null, bytes: Uint8Array, name: string) => {
      const form = new FormData();
      if (text !== null) form.append('text', text);
      form.append('file', new Blob([bytes]), name);
      return form;
    };

    const pdf = sample.pdf();
    const ok = await post(withFile('The court letter', pdf, 'letter.pdf'));
    assert.equal(ok.status, 201, ok.text);
    assert.equal(ok.body.data.attachment.fileName, 'letter.pdf');
    assert.equal(ok.body.data.attachment.mime, 'application/pdf');
    const download = await fetchFile(ok.body.data.attachment.url);
    assert.equal(download.status, 200);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), pdf);
    assert.match(download.headers.get('content-disposition') ?? '', /^attachment;/);
    assert.equal(download.headers.get('x-content-type-options'), 'nosniff');

    // The lawyer gets a working link too; a tampered one is refused.
    const seen = await read(caseId, cast.lawyerA);
    const url = new URL(seen.body.data.messages[0].attachment.url as string);
    assert.equal((await fetchFile(url.toString())).status, 200);
    url.searchParams.set('sig', 'AAAA');
    assert.equal((await fetchFile(url.toString())).status, 403);

    for (const [bytes, name] of [
      [sample.png(), 'photo.png'],
      [sample.jpeg(), 'photo.jpg'],
      [sample.txt(), 'notes.txt'],
      [sample.docx(), 'statement.docx'],
      [sample.doc(), 'statement.doc'],
    ] as const) {
      const answer = await post(withFile(`File ${name}`, bytes, name));
      assert.equal(answer.status, 201, `${name}: ${answer.text}`);
    }

    for (const [bytes, name] of [
      [sample.exe(), 'invoice.pdf'],
      [sample.elf(), 'notes.txt'],
      [sample.zip(), 'archive.zip'],
      [sample.pdf(), 'letter.exe'],
    ] as const) {
      const answer = await post(withFile('Refused', bytes, name));
      assert.equal(answer.status, 415, `${name}: ${answer.text}`);
      assert.equal(answer.body.status, 'error');
    }

    const big = Buffer.concat([sample.pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await post(withFile('Too big', big, 'big.pdf'));
    assert.equal(tooBig.status, 413, tooBig.text);
    assert.equal(tooBig.body.message, 'File too large. The maximum size is 10 MB.');

    const two = withFile('Two files', sample.pdf(), 'a.pdf');
    two.append('file', new Blob([sample.pdf()]), 'b.pdf');
    const twoAnswer = await post(two);
    assert.equal(twoAnswer.status, 413, twoAnswer.text);
    assert.equal(twoAnswer.body.message, 'Only one file may be uploaded.');

    const noText = await post(withFile(null, sample.pdf(), 'a.pdf'));
    assert.equal(noText.status, 400);
    assert.equal(noText.body.message, 'Please write a message.');

    const { body } = await read(caseId, cast.owner);
    assert.equal(body.data.messages.length, 6, 'refused uploads wrote nothing');

    // No refused upload is left on disk, staged or stored.
    const leftovers = await cast.api.app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from case_messages where case_id = ${caseId} and file_key is not null`,
    );
    assert.equal(Number(leftovers[0]?.n), 6);
  });

  test('a participant who leaves a message unread gets one reminder mail with a link and without the text', async () => {
    const caseId = await newCase(cast.owner, cast.lawyerA);
    const secret = `Secret detail ${Date.now()} about the assault`;
    assert.equal((await send(caseId, cast.owner, secret)).status, 201);
    // The admin reads at once: no reminder for them.
    assert.equal((await read(caseId, cast.admin)).status, 200);

    const link = `http://localhost:3000/messages/${caseId}`;
    let mails: OutboxMail[] = [];
    for (let i = 0; i < 100 && mails.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mails = (await outbox()).filter((mail) => mail.links.includes(link));
    }
    assert.equal(mails.length, 1, 'one reminder');
    const [mail] = mails as [OutboxMail];
    assert.equal(mail.to, cast.lawyerA.email);
    assert.ok(!mail.text.includes('Secret detail'), 'the text never travels by mail');
    assert.ok(!mail.html.includes('Secret detail'), "!mail.html.includes('Secret detail')");
    assert.ok(!mail.subject.includes('Secret detail'), "!mail.subject.includes('Secret detail')");
    assert.ok(mail.text.includes(link), 'mail.text.includes(link)');

    // Still unread later: still only one mail; and none to the admin who read, nor the author.
    await new Promise((resolve) => setTimeout(resolve, REMINDER_MS + 300));
    const again = (await outbox()).filter((m) => m.links.includes(link));
    assert.equal(again.length, 1);

    // The sent state is stored (it survives a restart).
    const stored = await cast.api.app.database.rows<{ reminded_at: unknown }>(
      sql`select reminded_at from message_reads where case_id = ${caseId} and user_id = ${cast.lawyerA.userId}`,
    );
    assert.ok(stored[0]?.reminded_at, 'reminder recorded');

    // After reading, a new unread message earns a new reminder.
    await read(caseId, cast.lawyerA);
    await send(caseId, cast.owner, 'One more thing');
    let after: OutboxMail[] = [];
    for (let i = 0; i < 100 && after.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = (await outbox()).filter((m) => m.links.includes(link) && m.to === cast.lawyerA.email);
    }
    assert.equal(after.length, 2);
  });

  test(
    'a message posted while its case is being deleted answers 404 once the delete commits, never 500',
    { skip: testDriver !== 'postgres' && 'needs a second connection holding the delete open' },
    async () => {
      const caseId = await newCase(cast.owner);
      // The delete route's own locking, held open by hand: the case row locked and deleted.
      const holder = new pg.Client({ connectionString: cast.api.config.databaseUrl as string });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from cases where id = $1 for update', [caseId]);
        await holder.query('delete from cases where id = $1', [caseId]);
        const posting = send(caseId, cast.owner, 'Is anyone reading my case?');
        // Give the post time to pass its access check and wait on the lock.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await holder.query('commit');
        const answer = await posting;
        assert.equal(answer.status, 404, answer.text);
        assert.equal(answer.body.status, 'error');
      } finally {
        await holder.end();
      }
      const [left] = await cast.api.app.database.rows<{ n: number }>(
        sql`select count(*)::int as n from case_messages where case_id = ${caseId}`,
      );
      assert.equal(left?.n, 0);
    },
  );

  test('the routes are in the OpenAPI document', async () => {
    const doc = await cast.api.http.get('/api/docs/json');
    assert.equal(doc.status, 200);
    const paths = Object.keys(doc.body.paths);
    for (const path of [
      '/api/cases/{id}/messages',
      '/api/messages/threads',
      '/api/messages/unread',
    ])
      assert.ok(paths.includes(path), path);
  });
});
