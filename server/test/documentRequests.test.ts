/**
 * Document requests over real HTTP on both databases: who may see, ask, cancel and answer them
 * (the case's client, another client, the assigned lawyer, another lawyer, an admin), the 400s of
 * a bad request, an upload that joins the case's documents and closes the request, each role's
 * open list, and the one reminder of a late request, moved there by the server's test clock.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { MAX_DOCUMENT_REQUEST_NAME_LENGTH, kigaliParts } from 'shared-contract';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import {
  login,
  mailTo,
  newClient,
  startTestApi,
  type Identity,
  type OutboxMail,
  type TestApi,
} from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { testDriver } from './helpers/testDatabase';

interface Cast {
  api: TestApi;
  admin: Identity;
  lawyerA: Identity;
  lawyerB: Identity;
  clientA: Identity;
  clientB: Identity;
}

interface Request {
  id: string;
  caseId: string;
  reference: string;
  name: string;
  dueDate: string | null;
  late: boolean;
  state: 'open' | 'done' | 'cancelled';
  documentId: string | null;
  requestedBy: { email: string; role: string };
  doneAt: string | null;
}

const cast = {} as Cast;
const DAY_MS = 24 * 3600_000;

/** The Kigali day `days` after the server's now. */
function kigaliDay(days = 0): string {
  return kigaliParts(new Date(cast.api.app.clock.now().getTime() + days * DAY_MS)).date;
}

/** A case of client A assigned to lawyer A. */
async function assignedCase(owner: Identity = cast.clientA) {
  const { http } = cast.api;
  const created = await http.post('/api/cases/register', {
    token: owner.token,
    form: caseForm(validCase, { bytes: sample.pdf(), name: 'evidence.pdf' }),
  });
  assert.equal(created.status, 201, created.text);
  const assigned = await http.patch(`/api/cases/assigning/${created.body.data.id}`, {
    token: cast.admin.token,
    json: { assignedTo: cast.lawyerA.email },
  });
  assert.equal(assigned.status, 200, assigned.text);
  return created.body.data as { id: string; reference: string };
}

const list = (caseId: string, who: Identity | null) =>
  cast.api.http.get(`/api/cases/${caseId}/document-requests`, { token: who?.token });
const ask = (caseId: string, who: Identity | null, json: unknown) =>
  cast.api.http.post(`/api/cases/${caseId}/document-requests`, { token: who?.token, json });
const cancel = (caseId: string, requestId: string, who: Identity | null) =>
  cast.api.http.post(`/api/cases/${caseId}/document-requests/${requestId}/cancel`, {
    token: who?.token,
  });
function upload(
  caseId: string,
  requestId: string,
  who: Identity | null,
  name = 'land-title.pdf',
  bytes: Uint8Array = sample.pdf(),
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return cast.api.http.post(`/api/cases/${caseId}/document-requests/${requestId}/upload`, {
    token: who?.token,
    form,
  });
}
const openList = (who: Identity | null, query = '') =>
  cast.api.http.get(`/api/document-requests/open${query}`, { token: who?.token });
const documents = (caseId: string, who: Identity) =>
  cast.api.http.get(`/api/cases/${caseId}/documents`, { token: who.token });

/** A request the assigned lawyer makes (201 asserted). */
async function requested(caseId: string, name: string, dueDate: string | null = null) {
  const answer = await ask(caseId, cast.lawyerA, { name, dueDate });
  assert.equal(answer.status, 201, answer.text);
  return answer.body.data as Request;
}

function assertRefused(
  answer: { status: number; text: string; body: { code?: string; field?: string } },
  status: number,
  code: string,
  field?: string,
) {
  assert.equal(answer.status, status, answer.text);
  assert.equal(answer.body.code, code, answer.text);
  if (field !== undefined) assert.equal(answer.body.field, field, answer.text);
}

describe(`document requests on ${testDriver}`, () => {
  before(async () => {
    cast.api = await startTestApi({ DOCUMENT_REMINDER_CHECK_MS: '50' });
    const [admin, one, two] = DEMO_ACCOUNTS as unknown as [
      { email: string; password: string },
      { email: string; password: string },
      { email: string; password: string },
    ];
    cast.admin = await login(cast.api.http, admin.email, admin.password);
    cast.lawyerA = await login(cast.api.http, one.email, one.password);
    cast.lawyerB = await login(cast.api.http, two.email, two.password);
    cast.clientA = await newClient(cast.api.http, 'requests.a@example.com');
    cast.clientB = await newClient(cast.api.http, 'requests.b@example.com');
  });
  after(async () => {
    await cast.api?.close();
  });

  test('who may list and ask: the case viewers see them, only the assigned lawyer or an admin asks', async () => {
    const created = await assignedCase();
    const byLawyer = await ask(created.id, cast.lawyerA, {
      name: '  A copy of the land title  ',
      dueDate: kigaliDay(7),
    });
    assert.equal(byLawyer.status, 201, byLawyer.text);
    const made = byLawyer.body.data as Request;
    assert.equal(made.name, 'A copy of the land title', 'the name is trimmed');
    assert.equal(made.state, 'open');
    assert.equal(made.late, false);
    assert.equal(made.dueDate, kigaliDay(7));
    assert.equal(made.reference, created.reference);
    assert.equal(made.requestedBy.email, cast.lawyerA.email);
    assert.equal(made.documentId, null);
    const byAdmin = await ask(created.id, cast.admin, { name: 'The sale contract' });
    assert.equal(byAdmin.status, 201, byAdmin.text);
    assert.equal(byAdmin.body.data.dueDate, null);

    assertRefused(
      await ask(created.id, cast.clientA, { name: 'x' }),
      403,
      'documentRequest.refused',
    );
    assertRefused(await ask(created.id, cast.clientB, { name: 'x' }), 403, 'case.viewRefused');
    assertRefused(await ask(created.id, cast.lawyerB, { name: 'x' }), 403, 'case.viewRefused');
    assert.equal((await ask(created.id, null, { name: 'x' })).status, 401);
    assertRefused(await ask(randomUUID(), cast.admin, { name: 'x' }), 404, 'case.notFound');

    for (const who of [cast.clientA, cast.lawyerA, cast.admin]) {
      const seen = await list(created.id, who);
      assert.equal(seen.status, 200, seen.text);
      assert.deepEqual(
        seen.body.data.map((entry: Request) => entry.name),
        ['A copy of the land title', 'The sale contract'],
        'open ones, soonest due first, undated last',
      );
    }
    assertRefused(await list(created.id, cast.clientB), 403, 'case.viewRefused');
    assertRefused(await list(created.id, cast.lawyerB), 403, 'case.viewRefused');
    assert.equal((await list(created.id, null)).status, 401);
    assertRefused(await list(randomUUID(), cast.admin), 404, 'case.notFound');
    assert.equal((await list('not-a-uuid', cast.admin)).status, 400);

    const timeline = await cast.api.http.get(`/api/cases/${created.id}/timeline`, {
      token: cast.clientA.token,
    });
    assert.deepEqual(
      timeline.body.data.events
        .filter((event: { action: string }) => event.action === 'document_requested')
        .map((event: { to: string; actor: { email: string } }) => [event.to, event.actor.email]),
      [
        ['A copy of the land title', cast.lawyerA.email],
        ['The sale contract', cast.admin.email],
      ],
    );
  });

  test('the client is told, in the app and by e-mail, without the name of the document', async () => {
    const created = await assignedCase();
    await requested(created.id, 'Birth certificate of the heir');
    const bell = await cast.api.http.get('/api/notifications?limit=100', {
      token: cast.clientA.token,
    });
    assert.equal(
      bell.body.data.filter(
        (entry: { kind: string; caseId: string }) =>
          entry.kind === 'document_requested' && entry.caseId === created.id,
      ).length,
      1,
    );
    const subject = `Your lawyer needs a document for your case ${created.reference}`;
    let mail: OutboxMail | undefined;
    for (let attempt = 0; attempt < 100 && !mail; attempt++) {
      const outbox = await cast.api.http.get<OutboxMail[]>('/api/dev/outbox');
      mail = outbox.body.find((entry) => entry.subject === subject);
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.ok(mail, 'the mail is queued');
    assert.equal(mail.to, cast.clientA.email);
    assert.ok(!mail.text.includes('Birth certificate'), 'the mail never names the document');
  });

  test('a bad request is a 400 naming its field: blank or long name, a day that does not exist or has passed, extra fields', async () => {
    const created = await assignedCase();
    const year = Number(kigaliDay().slice(0, 4)) + 1;
    assertRefused(
      await ask(created.id, cast.lawyerA, { name: '   ' }),
      400,
      'documentRequest.nameRequired',
      'name',
    );
    const long = await ask(created.id, cast.lawyerA, {
      name: 'x'.repeat(MAX_DOCUMENT_REQUEST_NAME_LENGTH + 1),
    });
    assert.equal(long.status, 400, long.text);
    assert.equal(long.body.field, 'name');
    const longest = await ask(created.id, cast.lawyerA, {
      name: 'x'.repeat(MAX_DOCUMENT_REQUEST_NAME_LENGTH),
    });
    assert.equal(longest.status, 201, longest.text);
    for (const dueDate of [`${year}-02-30`, `${year}-13-01`, `${year}-2-3`, 'tomorrow'])
      assertRefused(
        await ask(created.id, cast.lawyerA, { name: 'Title', dueDate }),
        400,
        'documentRequest.dueDate',
        'dueDate',
      );
    const tooLongDay = await ask(created.id, cast.lawyerA, {
      name: 'Title',
      dueDate: `${year}-01-011`,
    });
    assert.equal(tooLongDay.status, 400);
    assert.equal(tooLongDay.body.field, 'dueDate');
    assertRefused(
      await ask(created.id, cast.lawyerA, { name: 'Title', dueDate: kigaliDay(-1) }),
      400,
      'documentRequest.duePast',
      'dueDate',
    );
    const today = await ask(created.id, cast.lawyerA, { name: 'Title', dueDate: kigaliDay() });
    assert.equal(today.status, 201, 'today is not past');
    const extra = await ask(created.id, cast.lawyerA, { name: 'Title', state: 'done' });
    assertRefused(extra, 400, 'request.invalidField', 'state');
    const noName = await ask(created.id, cast.lawyerA, { dueDate: kigaliDay(1) });
    assert.equal(noName.status, 400, noName.text);
    assert.equal(noName.body.field, 'name');
    const numberName = await ask(created.id, cast.lawyerA, { name: 42 });
    assert.equal(numberName.status, 400);
    const seen = await list(created.id, cast.lawyerA);
    assert.equal(seen.body.data.length, 2, 'only the two good ones were made');
  });

  test('the client answers with an upload: the file joins the case documents, the request is done once', async () => {
    const created = await assignedCase();
    const wanted = await requested(created.id, 'A copy of the land title', kigaliDay(3));
    const before = await documents(created.id, cast.clientA);

    assertRefused(await upload(created.id, wanted.id, cast.clientB), 403, 'case.viewRefused');
    assertRefused(await upload(created.id, wanted.id, cast.lawyerB), 403, 'case.viewRefused');
    assertRefused(await upload(created.id, wanted.id, cast.lawyerA), 403, 'auth.forbidden');
    assertRefused(await upload(created.id, wanted.id, cast.admin), 403, 'auth.forbidden');
    assert.equal((await upload(created.id, wanted.id, null)).status, 401);
    assertRefused(
      await upload(created.id, randomUUID(), cast.clientA),
      404,
      'documentRequest.notFound',
    );
    const exe = await upload(created.id, wanted.id, cast.clientA, 'title.pdf', sample.exe());
    assert.equal(exe.status, 415, exe.text);
    const none = await cast.api.http.post(
      `/api/cases/${created.id}/document-requests/${wanted.id}/upload`,
      { token: cast.clientA.token, form: new FormData() },
    );
    assertRefused(none, 400, 'file.required', 'file');
    assert.equal(
      (await documents(created.id, cast.clientA)).body.data.length,
      before.body.data.length,
      'no refused upload left a document',
    );

    const answered = await upload(created.id, wanted.id, cast.clientA);
    assert.equal(answered.status, 200, answered.text);
    const done = answered.body.data as Request;
    assert.equal(done.state, 'done');
    assert.ok(done.documentId, 'done names its document');
    assert.ok(done.doneAt, 'done says when');
    const after = await documents(created.id, cast.lawyerA);
    const joined = after.body.data.find((entry: { id: string }) => entry.id === done.documentId);
    assert.ok(joined, 'the document is among the case documents');
    assert.equal(joined.fileName, 'land-title.pdf');
    assert.equal(joined.uploadedBy.email, cast.clientA.email);
    assert.equal(after.body.data.length, before.body.data.length + 1);
    const download = await cast.api.http.get(joined.url);
    assert.equal(download.status, 200);

    assertRefused(
      await upload(created.id, wanted.id, cast.clientA),
      409,
      'documentRequest.notOpen',
    );
    assert.equal(
      (await documents(created.id, cast.clientA)).body.data.length,
      after.body.data.length,
      'a second upload adds nothing',
    );
    assertRefused(
      await cancel(created.id, wanted.id, cast.lawyerA),
      409,
      'documentRequest.notOpen',
    );

    const timeline = await cast.api.http.get(`/api/cases/${created.id}/timeline`, {
      token: cast.clientA.token,
    });
    const actions = timeline.body.data.events.map(
      (event: { action: string; document: { id: string } | null }) =>
        `${event.action}${event.document ? ` ${event.document.id}` : ''}`,
    );
    assert.ok(actions.includes(`document_added ${done.documentId}`), actions.join());
    assert.ok(actions.includes(`document_request_done ${done.documentId}`), actions.join());
  });

  test('two uploads racing for one request: one answers it, the other is refused and leaves nothing', async () => {
    const created = await assignedCase();
    const wanted = await requested(created.id, 'Land title');
    const before = (await documents(created.id, cast.clientA)).body.data.length;
    const answers = await Promise.all([
      upload(created.id, wanted.id, cast.clientA, 'one.pdf'),
      upload(created.id, wanted.id, cast.clientA, 'two.pdf'),
      cancel(created.id, wanted.id, cast.lawyerA),
    ]);
    assert.deepEqual(
      answers.map((answer) => answer.status).sort(),
      [200, 409, 409],
      answers.map((answer) => answer.text).join('\n'),
    );
    const after = (await documents(created.id, cast.clientA)).body.data.length;
    const seen = (await list(created.id, cast.clientA)).body.data[0] as Request;
    assert.equal(after, before + (seen.state === 'done' ? 1 : 0), 'only the winner is kept');
  });

  test('the firm cancels an open request; a cancelled one takes no upload; a closed case takes neither', async () => {
    const created = await assignedCase();
    const first = await requested(created.id, 'Tax clearance');
    const second = await requested(created.id, 'Marriage certificate');
    assertRefused(await cancel(created.id, first.id, cast.clientA), 403, 'documentRequest.refused');
    assertRefused(await cancel(created.id, first.id, cast.clientB), 403, 'case.viewRefused');
    assertRefused(await cancel(created.id, first.id, cast.lawyerB), 403, 'case.viewRefused');
    assert.equal((await cancel(created.id, first.id, null)).status, 401);
    assertRefused(
      await cancel(created.id, randomUUID(), cast.lawyerA),
      404,
      'documentRequest.notFound',
    );
    const other = await assignedCase();
    assertRefused(
      await cancel(other.id, first.id, cast.lawyerA),
      404,
      'documentRequest.notFound',
      undefined,
    );

    const byLawyer = await cancel(created.id, first.id, cast.lawyerA);
    assert.equal(byLawyer.status, 200, byLawyer.text);
    assert.equal(byLawyer.body.data.state, 'cancelled');
    const byAdmin = await cancel(created.id, second.id, cast.admin);
    assert.equal(byAdmin.status, 200, byAdmin.text);
    assertRefused(await cancel(created.id, first.id, cast.admin), 409, 'documentRequest.notOpen');
    assertRefused(await upload(created.id, first.id, cast.clientA), 409, 'documentRequest.notOpen');

    const third = await requested(created.id, 'Bank statement', kigaliDay(1));
    const seen = await list(created.id, cast.clientA);
    assert.deepEqual(
      seen.body.data.map((entry: Request) => `${entry.name} ${entry.state}`),
      ['Bank statement open', 'Marriage certificate cancelled', 'Tax clearance cancelled'],
      'open first, then the closed ones, latest closed first',
    );
    const timeline = await cast.api.http.get(`/api/cases/${created.id}/timeline`, {
      token: cast.clientA.token,
    });
    assert.equal(
      timeline.body.data.events.filter(
        (event: { action: string }) => event.action === 'document_request_cancelled',
      ).length,
      2,
    );

    const closed = await cast.api.http.patch(`/api/cases/status/${created.id}`, {
      token: cast.admin.token,
      json: { status: 'Completed' },
    });
    assert.equal(closed.status, 200, closed.text);
    assertRefused(await upload(created.id, third.id, cast.clientA), 409, 'case.closedDocuments');
    assertRefused(
      await ask(created.id, cast.lawyerA, { name: 'More' }),
      409,
      'case.closedDocuments',
    );
    const still = await list(created.id, cast.clientA);
    assert.equal(still.body.data[0].state, 'open', 'the refused upload left it open');
  });

  test('each role lists the open requests of its cases, soonest due first, one page at a time', async () => {
    const mine = await assignedCase(cast.clientA);
    const theirs = await assignedCase(cast.clientB);
    const unassigned = await cast.api.http.post('/api/cases/register', {
      token: cast.clientB.token,
      form: caseForm(validCase, { bytes: sample.pdf(), name: 'evidence.pdf' }),
    });
    const loose = unassigned.body.data as { id: string };
    const a1 = await requested(mine.id, 'Later', kigaliDay(20));
    const a2 = await requested(mine.id, 'Sooner', kigaliDay(2));
    const a3 = await requested(mine.id, 'Undated');
    const b1 = await requested(theirs.id, 'Theirs', kigaliDay(5));
    const byAdmin = await ask(loose.id, cast.admin, { name: 'Unassigned', dueDate: kigaliDay(1) });
    assert.equal(byAdmin.status, 201, byAdmin.text);
    const u1 = byAdmin.body.data as Request;
    const gone = await requested(mine.id, 'Gone');
    await cancel(mine.id, gone.id, cast.lawyerA);

    const idsOf = async (who: Identity) => {
      const answer = await openList(who, '?limit=100');
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.page, 1);
      assert.equal(answer.body.limit, 100);
      const rows = answer.body.data as Request[];
      assert.ok(
        rows.every((row) => row.state === 'open'),
        'only open ones',
      );
      const dated = rows.map((row) => row.dueDate);
      const firstUndated = dated.indexOf(null);
      if (firstUndated >= 0)
        assert.ok(
          dated.slice(firstUndated).every((day) => day === null),
          'undated last',
        );
      const days = dated.filter((day): day is string => day !== null);
      assert.deepEqual(days, [...days].sort(), 'soonest due first');
      return rows.map((row) => row.id);
    };
    const clientA = await idsOf(cast.clientA);
    assert.ok(
      [a1, a2, a3].every((entry) => clientA.includes(entry.id)),
      'client A: their own',
    );
    assert.ok(![b1, u1, gone].some((entry) => clientA.includes(entry.id)), 'client A: no other');
    assert.ok(clientA.indexOf(a2.id) < clientA.indexOf(a1.id), 'sooner before later');
    assert.ok(clientA.indexOf(a1.id) < clientA.indexOf(a3.id), 'dated before undated');
    const clientB = await idsOf(cast.clientB);
    assert.ok(
      [b1, u1].every((entry) => clientB.includes(entry.id)),
      'client B: their own',
    );
    assert.ok(![a1, a2, a3].some((entry) => clientB.includes(entry.id)), 'client B: no other');
    const lawyerA = await idsOf(cast.lawyerA);
    assert.ok(
      [a1, a2, a3, b1].every((entry) => lawyerA.includes(entry.id)),
      'lawyer A: assigned',
    );
    assert.ok(!lawyerA.includes(u1.id), 'not a case assigned to them');
    const lawyerB = await idsOf(cast.lawyerB);
    assert.ok(![a1, a2, a3, b1, u1].some((entry) => lawyerB.includes(entry.id)), 'lawyer B: none');
    const admin = await idsOf(cast.admin);
    assert.ok(
      [a1, a2, a3, b1, u1].every((entry) => admin.includes(entry.id)),
      'admin: all',
    );
    assert.ok(!admin.includes(gone.id), 'cancelled ones are not open');

    const first = await openList(cast.clientA, '?page=1&limit=2');
    const second = await openList(cast.clientA, '?page=2&limit=2');
    assert.equal(first.body.data.length, 2);
    assert.equal(first.body.total, clientA.length);
    assert.deepEqual(
      [...first.body.data, ...second.body.data].map((row: Request) => row.id),
      clientA.slice(0, 4),
    );
    assert.equal((await openList(cast.clientA)).body.limit, 10, 'a page is 10 by default');
    assert.equal((await openList(cast.clientA, '?limit=101')).status, 400);
    assert.equal((await openList(cast.clientA, '?page=0')).status, 400);
    assert.equal((await openList(null)).status, 401);
  });

  test('a late request reminds its client once: not a done or cancelled one, not one without a due day, not twice', async () => {
    const { http, app } = cast.api;
    const late = await assignedCase();
    const done = await assignedCase();
    const cancelled = await assignedCase();
    const undated = await assignedCase();
    const later = await assignedCase();
    await requested(late.id, 'Land title', kigaliDay());
    const doneRequest = await requested(done.id, 'Land title', kigaliDay());
    assert.equal((await upload(done.id, doneRequest.id, cast.clientA)).status, 200);
    const cancelledRequest = await requested(cancelled.id, 'Land title', kigaliDay());
    assert.equal((await cancel(cancelled.id, cancelledRequest.id, cast.lawyerA)).status, 200);
    await requested(undated.id, 'Land title');
    await requested(later.id, 'Land title', kigaliDay(3));

    const reminders = async () => {
      const bell = await http.get('/api/notifications?limit=100', { token: cast.clientA.token });
      return (bell.body.data as { kind: string; caseId: string }[]).filter(
        (entry) => entry.kind === 'document_reminder',
      );
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
    await settle();
    assert.equal(
      (await reminders()).filter((entry) => entry.caseId === late.id).length,
      0,
      'not while its due day lasts',
    );

    // The due day ends in Kigali: the next scans find the request late.
    const moved = await http.post('/api/dev/clock', { json: { advanceMs: DAY_MS } });
    assert.equal(moved.status, 200, moved.text);
    let sent: { caseId: string }[] = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      sent = (await reminders()).filter((entry) => entry.caseId === late.id);
      if (sent.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(sent.length, 1, 'the late request reminded its client');
    const lateNow = await list(late.id, cast.lawyerA);
    assert.equal(lateNow.body.data[0].late, true, 'it shows as late');
    assert.equal((await list(later.id, cast.lawyerA)).body.data[0].late, false);

    // Scans racing each other, and more of them over more days, claim nothing twice.
    const extra = await Promise.all(
      Array.from({ length: 5 }, () => app.documentRequests.queueDueReminders()),
    );
    assert.deepEqual(extra, [0, 0, 0, 0, 0]);
    await settle();
    await http.post('/api/dev/clock', { json: { advanceMs: DAY_MS } });
    await settle();
    const all = await reminders();
    assert.equal(all.filter((entry) => entry.caseId === late.id).length, 1, 'one reminder only');
    for (const quiet of [done, cancelled, undated])
      assert.equal(all.filter((entry) => entry.caseId === quiet.id).length, 0, quiet.reference);

    const subject = `A document for your case ${late.reference} is late`;
    assert.equal((await mailTo(http, cast.clientA.email, subject)).to, cast.clientA.email);
    await settle();
    const outbox = await http.get<OutboxMail[]>('/api/dev/outbox');
    const mails = outbox.body.filter((mail) => mail.subject === subject);
    assert.equal(mails.length, 1, 'one reminder mail');
    assert.equal(mails[0]?.to, cast.clientA.email);
    assert.equal(
      outbox.body.filter(
        (mail) => mail.subject.includes(done.reference) && /late/.test(mail.subject),
      ).length,
      0,
    );

    // The later one's due day ends too: it gets its own one reminder.
    await http.post('/api/dev/clock', { json: { advanceMs: 2 * DAY_MS } });
    let laterSent: { caseId: string }[] = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      laterSent = (await reminders()).filter((entry) => entry.caseId === later.id);
      if (laterSent.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(laterSent.length, 1);
  });

  test(
    'three API instances scanning one database send a late request its one reminder',
    { skip: testDriver !== 'postgres' && 'PGlite is one process' },
    async () => {
      // Instances on one database share one file store (here: one DATA_DIR).
      const shared = {
        DATABASE_URL: cast.api.config.databaseUrl!,
        DATA_DIR: cast.api.dataDir,
        DOCUMENT_REMINDER_CHECK_MS: '10',
      };
      const others = [await startTestApi(shared), await startTestApi(shared)];
      try {
        const created = await assignedCase();
        await requested(created.id, 'Land title', kigaliDay());
        // Every instance's clock moves past the end of the due day.
        const target = cast.api.app.clock.now().getTime() + DAY_MS;
        for (const api of [cast.api, ...others]) {
          const advanceMs = Math.max(0, target - api.app.clock.now().getTime());
          const moved = await api.http.post('/api/dev/clock', { json: { advanceMs } });
          assert.equal(moved.status, 200, moved.text);
        }
        const subject = `A document for your case ${created.reference} is late`;
        await mailTo(cast.api.http, cast.clientA.email, subject);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const bell = await cast.api.http.get('/api/notifications?limit=100', {
          token: cast.clientA.token,
        });
        assert.equal(
          bell.body.data.filter(
            (entry: { kind: string; caseId: string }) =>
              entry.kind === 'document_reminder' && entry.caseId === created.id,
          ).length,
          1,
          'one notification',
        );
        const outbox = await cast.api.http.get<OutboxMail[]>('/api/dev/outbox');
        assert.equal(outbox.body.filter((mail) => mail.subject === subject).length, 1, 'one mail');
      } finally {
        for (const api of others) await api.close();
      }
    },
  );
});
