/**
 * A case the client can follow, over real HTTP on both databases: reference numbers,
 * (later parts: timeline, documents, lawyer tools, notifications).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { caseReferenceYear, formatCaseReference } from 'shared-contract';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import {
  login,
  newClient,
  startTestApi,
  type Identity,
  type OutboxMail,
  type TestApi,
} from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { migratableDatabase } from './helpers/migrateTo';
import { testDriver } from './helpers/testDatabase';

interface Cast {
  api: TestApi;
  admin: Identity;
  lawyerA: Identity;
  lawyerB: Identity;
  owner: Identity;
  other: Identity;
}

const cast = {} as Cast;
const REFERENCE = /^BTJ-(\d{4})-(\d{5,})$/;

async function submit(owner: Identity, summary = validCase.summary) {
  const answer = await cast.api.http.post('/api/cases/register', {
    token: owner.token,
    form: caseForm({ ...validCase, summary }, { bytes: sample.pdf(), name: 'evidence.pdf' }),
  });
  assert.equal(answer.status, 201, answer.text);
  return answer.body.data as { id: string; reference: string; [key: string]: unknown };
}

const numberOf = (reference: string) => Number(REFERENCE.exec(reference)?.[2]);

describe(`case life on ${testDriver}`, () => {
  before(async () => {
    cast.api = await startTestApi();
    const [admin, one, two] = DEMO_ACCOUNTS as unknown as [
      { email: string; password: string },
      { email: string; password: string },
      { email: string; password: string },
    ];
    cast.admin = await login(cast.api.http, admin.email, admin.password);
    cast.lawyerA = await login(cast.api.http, one.email, one.password);
    cast.lawyerB = await login(cast.api.http, two.email, two.password);
    cast.owner = await newClient(cast.api.http, 'life.owner@example.com');
    cast.other = await newClient(cast.api.http, 'life.other@example.com');
  });
  after(async () => {
    await cast.api?.close();
  });

  describe('reference numbers', () => {
    test('a new case answers BTJ-<year>-<5 digits> of the year it was submitted in (Kigali)', async () => {
      const created = await submit(cast.owner);
      const match = REFERENCE.exec(created.reference);
      assert.ok(match, `reference ${created.reference}`);
      assert.equal(Number(match[1]), caseReferenceYear(new Date(created.createdAt as string)));
      assert.equal(match[2]?.length, 5);
    });

    test('50 concurrent submissions get 50 distinct, consecutive numbers', async () => {
      const owners = [cast.owner, cast.other];
      const created = await Promise.all(
        Array.from({ length: 50 }, (_, i) => submit(owners[i % 2] as Identity, `Concurrent ${i}`)),
      );
      const numbers = created.map((entry) => numberOf(entry.reference)).sort((a, b) => a - b);
      assert.equal(new Set(numbers).size, 50, 'every reference is unique');
      assert.equal(
        (numbers.at(-1) as number) - (numbers[0] as number),
        49,
        `no gaps: ${numbers.join(',')}`,
      );
    });

    test('every case answer carries it: single case, lists, edit, admin actions', async () => {
      const created = await submit(cast.owner);
      const { http } = cast.api;
      const single = await http.get(`/api/cases/singleCase/${created.id}`, {
        token: cast.owner.token,
      });
      assert.equal(single.body.data.reference, created.reference);
      const own = await http.get(`/api/cases/${cast.owner.userId}`, { token: cast.owner.token });
      assert.ok(
        own.body.data.every((entry: { reference: string }) => REFERENCE.test(entry.reference)),
        'own.body.data.every((entry: { reference: string }) => REFERENCE.test(entry.reference))',
      );
      const edited = await http.put(`/api/cases/${created.id}`, {
        token: cast.owner.token,
        json: { summary: 'Edited summary' },
      });
      assert.equal(edited.status, 200, edited.text);
      assert.equal(edited.body.data.reference, created.reference, 'an edit keeps the reference');
      const assigned = await http.patch(`/api/cases/assigning/${created.id}`, {
        token: cast.admin.token,
        json: { assignedTo: cast.lawyerA.email },
      });
      assert.equal(assigned.body.data.reference, created.reference);
      const thread = await http.get(`/api/cases/${created.id}/messages`, {
        token: cast.owner.token,
      });
      assert.equal(thread.body.data.case.reference, created.reference, 'the thread names it');
      const threads = await http.get('/api/messages/threads', { token: cast.owner.token });
      assert.equal(
        threads.body.data.find((entry: { caseId: string }) => entry.caseId === created.id)
          ?.reference,
        created.reference,
      );
      const all = await http.get('/api/cases/?page=1&limit=10', { token: cast.admin.token });
      assert.ok(
        all.body.data.every((entry: { reference: string }) => REFERENCE.test(entry.reference)),
        'all.body.data.every((entry: { reference: string }) => REFERENCE.test(entry.reference))',
      );
    });

    test('?reference= finds the case by exact reference on each list, within what the caller may see', async () => {
      const { http } = cast.api;
      const mine = await submit(cast.owner);
      await submit(cast.other);
      const lower = `  ${mine.reference.toLowerCase()} `;
      const lists: Array<[string, Identity, number]> = [
        [`/api/cases/?reference=${encodeURIComponent(lower)}`, cast.admin, 1],
        [`/api/cases/?page=1&limit=10&reference=${mine.reference}`, cast.admin, 1],
        [`/api/cases/${cast.owner.userId}?reference=${mine.reference}`, cast.owner, 1],
        [`/api/cases/${cast.other.userId}?reference=${mine.reference}`, cast.other, 0],
        [
          `/api/cases/assignedTo/${cast.lawyerA.email}?reference=${mine.reference}`,
          cast.lawyerA,
          0,
        ],
        [`/api/cases/?reference=${mine.reference.slice(0, -1)}`, cast.admin, 0],
        ['/api/cases/?reference=BTJ-1999-00001', cast.admin, 0],
        ['/api/cases/?reference=not%20a%20reference', cast.admin, 0],
      ];
      for (const [path, who, count] of lists) {
        const answer = await http.get(path, { token: who.token });
        assert.equal(answer.status, 200, `${path}: ${answer.text}`);
        assert.equal(answer.body.data.length, count, path);
        if (count) assert.equal(answer.body.data[0].id, mine.id);
        if (path.includes('page=')) assert.equal(answer.body.total, count);
      }
      await http.patch(`/api/cases/assigning/${mine.id}`, {
        token: cast.admin.token,
        json: { assignedTo: cast.lawyerA.email },
      });
      const assigned = await http.get(
        `/api/cases/assignedTo/${cast.lawyerA.email}?reference=${mine.reference}`,
        { token: cast.lawyerA.token },
      );
      assert.deepEqual(
        assigned.body.data.map((entry: { id: string }) => entry.id),
        [mine.id],
      );
      const tooLong = await http.get(`/api/cases/?reference=${'B'.repeat(200)}`, {
        token: cast.admin.token,
      });
      assert.equal(tooLong.status, 400);
      assert.equal(tooLong.body.status, 'error');
    });
  });

  describe('timeline and audit', () => {
    const timeline = async (caseId: string, who: Identity | null, query = '') =>
      cast.api.http.get(`/api/cases/${caseId}/timeline${query}`, { token: who?.token });

    test('every change is one event with who, when and what; the firm sees private events, the client does not', async () => {
      const { http } = cast.api;
      const created = await submit(cast.owner);
      const edited = await http.put(`/api/cases/${created.id}`, {
        token: cast.owner.token,
        json: { summary: 'A clearer summary' },
      });
      assert.equal(edited.status, 200, edited.text);
      const patch = (path: string, json: object) =>
        http.patch(`/api/cases/${path}/${created.id}`, { token: cast.admin.token, json });
      assert.equal((await patch('assigning', { assignedTo: cast.lawyerA.email })).status, 200);
      // The Actions modal sends all three; unchanged values are no events.
      assert.equal((await patch('assigning', { assignedTo: cast.lawyerA.email })).status, 200);
      assert.equal((await patch('assigning', { assignedTo: cast.lawyerB.email })).status, 200);
      assert.equal((await patch('status', { status: 'Received' })).status, 200);
      assert.equal((await patch('status', { status: 'Received' })).status, 200);
      const flagged = await http.patch(`/api/cases/${created.id}`, {
        token: cast.admin.token,
        json: { markAsDoneArchived: 'Done' },
      });
      assert.equal(flagged.status, 200);
      const posted = await http.post(`/api/cases/${created.id}/messages`, {
        token: cast.owner.token,
        json: { text: 'Secret detail of my case' },
      });
      assert.equal(posted.status, 201, posted.text);

      const seen = await timeline(created.id, cast.owner);
      assert.equal(seen.status, 200, seen.text);
      const data = seen.body.data;
      assert.equal(data.reference, created.reference);
      assert.equal(data.lawyer.email, cast.lawyerB.email);
      assert.equal(data.lawyer.name, 'Lawyer Two');
      const summary = data.events.map(
        (event: { action: string; from: string | null; to: string | null }) =>
          [event.action, event.from, event.to].join(' '),
      );
      assert.deepEqual(summary, [
        'submitted  ',
        'edited  ',
        `assigned  ${cast.lawyerA.email}`,
        `reassigned ${cast.lawyerA.email} ${cast.lawyerB.email}`,
        'status_changed pending Received',
        'flag_changed Going Done',
        'message_posted  ',
      ]);
      const [submitted, , assigned] = data.events;
      assert.equal(submitted.actor.email, cast.owner.email);
      assert.equal(submitted.actor.role, 'client');
      assert.equal(submitted.document.fileName, 'evidence.pdf');
      assert.equal(assigned.actor.role, 'admin');
      assert.equal(assigned.target.name, 'Lawyer One');
      assert.ok(
        Date.parse(submitted.at) <= Date.parse(data.events.at(-1).at),
        'Date.parse(submitted.at) <= Date.parse(data.events.at(-1).at)',
      );
      assert.ok(!seen.text.includes('Secret detail'), 'no message text in the timeline');
      assert.equal(data.total, 7);
      for (const who of [cast.lawyerB, cast.admin]) {
        const firm = await timeline(created.id, who);
        assert.equal(firm.status, 200, firm.text);
        assert.equal(firm.body.data.events.length, 7);
      }
    });

    test('a status set to the one it already is (in any letter case) is no change: no event (so no notice), the stored word kept', async () => {
      const { http } = cast.api;
      const created = await submit(cast.owner);
      assert.equal(created.status, 'pending');
      const setStatus = (status: string, who: Identity = cast.admin) =>
        http.patch(`/api/cases/status/${created.id}`, { token: who.token, json: { status } });
      const same = await setStatus('Pending');
      assert.equal(same.status, 200, same.text);
      assert.equal(same.body.message, 'case status is changed');
      assert.equal(same.body.data.status, 'pending', 'the new case keeps its stored word');
      const bulk = await http.post('/api/cases/bulk', {
        token: cast.admin.token,
        json: { ids: [created.id], status: 'Pending' },
      });
      assert.equal(bulk.status, 200, bulk.text);
      assert.equal(bulk.body.data[0].status, 'pending');
      const changed = await setStatus('Received');
      assert.equal(changed.body.data.status, 'Received');
      assert.equal((await setStatus('Received')).body.data.status, 'Received');
      const events = (await timeline(created.id, cast.admin)).body.data.events.map(
        (event: { action: string; from: string | null; to: string | null }) =>
          [event.action, event.from, event.to].join(' '),
      );
      assert.deepEqual(events, ['submitted  ', 'status_changed pending Received']);
    });

    test('the admin changes one value and the others stay; each refusal says why and changes nothing', async () => {
      const { http } = cast.api;
      const created = await submit(cast.owner);
      const patch = (path: string, json: object, who: Identity = cast.admin) =>
        http.patch(`/api/cases/${path}${created.id}`, { token: who.token, json });
      const assigned = await patch('assigning/', { assignedTo: cast.lawyerA.email });
      assert.equal(assigned.status, 200, assigned.text);
      assert.equal(assigned.body.message, 'case is assigne successfully');
      assert.deepEqual(
        [
          assigned.body.data.status,
          assigned.body.data.markAsDoneArchived,
          assigned.body.data.assignedTo,
        ],
        ['pending', 'Going', cast.lawyerA.email],
      );
      const notALawyer = await patch('assigning/', { assignedTo: cast.owner.email });
      assert.equal(notALawyer.status, 400);
      assert.equal(
        notALawyer.body.message,
        'assignedTo must be the e-mail of a lawyer (adminStaff).',
      );
      const badStatus = await patch('status/', { status: 'Archived' });
      assert.equal(badStatus.status, 400);
      assert.equal(badStatus.body.status, 'error');
      assert.ok(badStatus.body.message, 'a refusal carries its reason');
      const byClient = await patch('', { markAsDoneArchived: 'Done' }, cast.owner);
      assert.equal(byClient.status, 403);
      const flagged = await patch('', { markAsDoneArchived: 'Done' });
      assert.equal(flagged.status, 200, flagged.text);
      assert.deepEqual(
        [
          flagged.body.data.status,
          flagged.body.data.markAsDoneArchived,
          flagged.body.data.assignedTo,
        ],
        ['pending', 'Done', cast.lawyerA.email],
      );
    });

    test('who may read a timeline: owner, assigned lawyer, admin; others 403, anonymous 401, unknown 404', async () => {
      const created = await submit(cast.owner);
      await cast.api.http.patch(`/api/cases/assigning/${created.id}`, {
        token: cast.admin.token,
        json: { assignedTo: cast.lawyerA.email },
      });
      const rows: Array<[Identity | null, number]> = [
        [cast.owner, 200],
        [cast.lawyerA, 200],
        [cast.admin, 200],
        [cast.other, 403],
        [cast.lawyerB, 403],
        [null, 401],
      ];
      for (const [who, status] of rows) {
        const answer = await timeline(created.id, who);
        assert.equal(answer.status, status, `${who?.email}: ${answer.text}`);
        if (status !== 200)
          assert.ok(
            !answer.text.includes(created.reference),
            '!answer.text.includes(created.reference)',
          );
      }
      const unknown = await timeline(randomUUID(), cast.admin);
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.message, 'Case not found');
      const paged = await timeline(created.id, cast.owner, '?page=1&limit=1');
      assert.equal(paged.body.data.events.length, 1);
      assert.equal(paged.body.data.total, 2);
      const tooBig = await timeline(created.id, cast.owner, '?limit=1000');
      assert.equal(tooBig.status, 400);
    });

    test('a deleted case keeps its events in the audit; the audit filters by actor, action and dates, paged, admin only', async () => {
      const { http } = cast.api;
      const started = new Date().toISOString();
      const created = await submit(cast.other);
      const deleted = await http.delete(`/api/cases/${created.id}`, { token: cast.other.token });
      assert.equal(deleted.status, 200, deleted.text);
      const audit = (query: string, who: Identity | null = cast.admin) =>
        http.get(`/api/audit${query}`, { token: who?.token });

      const byCase = await audit(`?caseId=${created.id}`);
      assert.equal(byCase.status, 200, byCase.text);
      assert.deepEqual(
        byCase.body.data.map((event: { action: string }) => event.action),
        ['deleted', 'submitted'],
        'newest first',
      );
      assert.equal(byCase.body.data[0].reference, created.reference);

      const byActor = await audit(
        `?actor=${encodeURIComponent(cast.other.email.toUpperCase())}&from=${encodeURIComponent(started)}&page=1&limit=100`,
      );
      assert.ok(byActor.body.data.length >= 2, 'byActor.body.data.length >= 2');
      assert.ok(
        byActor.body.data.every(
          (event: { actor: { email: string }; at: string }) =>
            event.actor.email === cast.other.email && event.at >= started,
        ),
        'byActor.body.data.every( (event: { actor: { email: string }; at: string }) => event.actor.email === cast.other.email && event.at >= started, )',
      );
      const byAction = await audit('?action=deleted&limit=100');
      assert.ok(
        byAction.body.data.some((event: { caseId: string }) => event.caseId === created.id),
        'byAction.body.data.some((event: { caseId: string }) => event.caseId === created.id)',
      );
      assert.ok(
        byAction.body.data.every((event: { action: string }) => event.action === 'deleted'),
        "byAction.body.data.every((event: { action: string }) => event.action === 'deleted')",
      );
      const future = await audit(
        `?from=${encodeURIComponent(new Date(Date.now() + 3600e3).toISOString())}`,
      );
      assert.deepEqual([future.body.data, future.body.total], [[], 0]);
      const before = await audit(`?to=${encodeURIComponent(started)}&caseId=${created.id}`);
      assert.equal(before.body.total, 0);
      const page = await audit('?page=1&limit=2');
      assert.equal(page.body.data.length, 2);
      assert.ok(page.body.total > 2, 'page.body.total > 2');
      assert.equal(page.body.limit, 2);

      for (const [query, status] of [
        ['?action=burned', 400],
        ['?from=yesterday', 400],
        ['?limit=101', 400],
        ['?actor=' + 'a'.repeat(300), 400],
      ] as const) {
        const answer = await audit(query);
        assert.equal(answer.status, status, `${query}: ${answer.text}`);
        assert.equal(answer.body.status, 'error');
      }
      for (const [who, status] of [
        [cast.owner, 403],
        [cast.lawyerA, 403],
        [null, 401],
      ] as const) {
        assert.equal((await audit('', who)).status, status);
      }
    });

    test('the timeline is append-only in the database', async () => {
      const created = await submit(cast.owner);
      const { rows } = cast.api.app.database;
      // drizzle wraps the database's error: its cause carries the trigger's words.
      const appendOnly = (error: Error & { cause?: Error }) =>
        /append-only/.test(`${error.message} ${error.cause?.message}`);
      await assert.rejects(
        rows(sql`update case_events set action = 'edited' where case_id = ${created.id}`),
        appendOnly,
      );
      await assert.rejects(
        rows(sql`delete from case_events where case_id = ${created.id}`),
        appendOnly,
      );
    });
  });

  describe('documents', () => {
    const documents = (caseId: string, who: Identity | null) =>
      cast.api.http.get(`/api/cases/${caseId}/documents`, { token: who?.token });
    const addDocument = (
      caseId: string,
      who: Identity | null,
      name = 'statement.txt',
      bytes: Uint8Array = sample.txt(),
    ) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      return cast.api.http.post(`/api/cases/${caseId}/documents`, { token: who?.token, form });
    };
    const removeDocument = (caseId: string, documentId: string, who: Identity | null) =>
      cast.api.http.delete(`/api/cases/${caseId}/documents/${documentId}`, { token: who?.token });

    test('the first document is the submit form file; owner and firm add more; each downloads with its signed link', async () => {
      const created = await submit(cast.owner);
      const { http } = cast.api;
      await http.patch(`/api/cases/assigning/${created.id}`, {
        token: cast.admin.token,
        json: { assignedTo: cast.lawyerA.email },
      });
      const first = await documents(created.id, cast.owner);
      assert.equal(first.status, 200, first.text);
      assert.equal(first.body.data.length, 1);
      assert.equal(first.body.data[0].fileName, 'evidence.pdf');
      assert.equal(first.body.data[0].uploadedBy.email, cast.owner.email);
      assert.equal(first.body.data[0].canRemove, false, 'the only document cannot go');

      const png = sample.png();
      const byOwner = await addDocument(created.id, cast.owner, 'photo.png', png);
      assert.equal(byOwner.status, 201, byOwner.text);
      assert.equal(byOwner.body.data.fileName, 'photo.png');
      assert.equal(byOwner.body.data.mime, 'image/png');
      assert.equal(byOwner.body.data.size, png.length);
      assert.equal(byOwner.body.data.canRemove, true);
      const byLawyer = await addDocument(created.id, cast.lawyerA, 'advice.txt');
      assert.equal(byLawyer.status, 201, byLawyer.text);
      assert.equal(byLawyer.body.data.uploadedBy.role, 'adminStaff');
      const byAdmin = await addDocument(created.id, cast.admin, 'order.pdf', sample.pdf());
      assert.equal(byAdmin.status, 201, byAdmin.text);

      const listed = await documents(created.id, cast.lawyerA);
      assert.deepEqual(
        listed.body.data.map((entry: { fileName: string }) => entry.fileName),
        ['evidence.pdf', 'photo.png', 'advice.txt', 'order.pdf'],
      );
      const download = await http.get(listed.body.data[1].url);
      assert.equal(download.status, 200);
      assert.match(download.headers.get('content-disposition') ?? '', /attachment/);
      assert.equal(Number(download.headers.get('content-length')), png.length);
      const single = await http.get(`/api/cases/singleCase/${created.id}`, {
        token: cast.owner.token,
      });
      assert.equal(single.body.data.fileName, 'evidence.pdf', 'the case file stays the first');

      const events = await http.get(`/api/cases/${created.id}/timeline`, {
        token: cast.owner.token,
      });
      assert.deepEqual(
        events.body.data.events
          .filter((event: { action: string }) => event.action === 'document_added')
          .map((event: { document: { fileName: string } }) => event.document.fileName),
        ['photo.png', 'advice.txt', 'order.pdf'],
      );
    });

    test('same upload rules as a new case: size, type by content, one file; who may add', async () => {
      const created = await submit(cast.owner);
      const tooBig = await addDocument(
        created.id,
        cast.owner,
        'big.pdf',
        Buffer.concat([sample.pdf(), Buffer.alloc(cast.api.config.maxUploadBytes)]),
      );
      assert.equal(tooBig.status, 413, tooBig.text);
      const exe = await addDocument(created.id, cast.owner, 'invoice.pdf', sample.exe());
      assert.equal(exe.status, 415, exe.text);
      assert.match(exe.body.message, /File type not allowed/);
      const none = await cast.api.http.post(`/api/cases/${created.id}/documents`, {
        token: cast.owner.token,
        form: new FormData(),
      });
      assert.equal(none.status, 400);
      assert.equal(none.body.message, 'Please upload a file.');
      const json = await cast.api.http.post(`/api/cases/${created.id}/documents`, {
        token: cast.owner.token,
        json: {},
      });
      assert.equal(json.status, 400);
      for (const [who, status] of [
        [cast.other, 403],
        [cast.lawyerA, 403],
        [null, 401],
      ] as const) {
        const answer = await addDocument(created.id, who);
        assert.equal(answer.status, status, answer.text);
        assert.equal((await documents(created.id, who)).status, status);
      }
      const unknown = await addDocument(randomUUID(), cast.admin);
      assert.equal(unknown.status, 404);
      const listed = await documents(created.id, cast.owner);
      assert.equal(listed.body.data.length, 1, 'no refused upload was kept');
    });

    test('removed only by its uploader, while the case is open, never the last; the case file moves to the next', async () => {
      const created = await submit(cast.owner);
      const { http } = cast.api;
      await http.patch(`/api/cases/assigning/${created.id}`, {
        token: cast.admin.token,
        json: { assignedTo: cast.lawyerA.email },
      });
      const lawyers = (await addDocument(created.id, cast.lawyerA, 'advice.txt')).body.data;
      const firstId = (await documents(created.id, cast.owner)).body.data[0].id;

      const notYours = await removeDocument(created.id, lawyers.id, cast.owner);
      assert.equal(notYours.status, 403);
      assert.equal(notYours.body.message, 'Only the person who uploaded a document can remove it.');
      const adminToo = await removeDocument(created.id, lawyers.id, cast.admin);
      assert.equal(adminToo.status, 403);
      const unknown = await removeDocument(created.id, randomUUID(), cast.owner);
      assert.equal(unknown.status, 404);

      const removedFirst = await removeDocument(created.id, firstId, cast.owner);
      assert.equal(removedFirst.status, 200, removedFirst.text);
      assert.equal(removedFirst.body.data, firstId);
      const single = await http.get(`/api/cases/singleCase/${created.id}`, {
        token: cast.owner.token,
      });
      assert.equal(single.body.data.fileName, 'advice.txt', 'the next document is the case file');
      const last = await removeDocument(created.id, lawyers.id, cast.lawyerA);
      assert.equal(last.status, 409);
      assert.equal(last.body.message, 'A case keeps at least one document.');

      await addDocument(created.id, cast.lawyerA, 'second.txt');
      await http.patch(`/api/cases/status/${created.id}`, {
        token: cast.admin.token,
        json: { status: 'Completed' },
      });
      const closedAdd = await addDocument(created.id, cast.owner);
      assert.equal(closedAdd.status, 409);
      assert.equal(
        closedAdd.body.message,
        'This case is closed: its documents can no longer change.',
      );
      const closedRemove = await removeDocument(created.id, lawyers.id, cast.lawyerA);
      assert.equal(closedRemove.status, 409);
      const listed = await documents(created.id, cast.lawyerA);
      assert.ok(
        listed.body.data.every((entry: { canRemove: boolean }) => !entry.canRemove),
        'listed.body.data.every((entry: { canRemove: boolean }) => !entry.canRemove)',
      );
      const timeline = await http.get(`/api/cases/${created.id}/timeline`, {
        token: cast.owner.token,
      });
      const removed = timeline.body.data.events.filter(
        (event: { action: string }) => event.action === 'document_removed',
      );
      assert.deepEqual(
        removed.map((event: { document: { fileName: string } }) => event.document.fileName),
        ['evidence.pdf'],
      );
    });

    test("deleting a case removes its documents' files", async () => {
      const created = await submit(cast.other);
      const added = (await addDocument(created.id, cast.other, 'extra.txt')).body.data;
      const deleted = await cast.api.http.delete(`/api/cases/${created.id}`, {
        token: cast.other.token,
      });
      assert.equal(deleted.status, 200);
      const download = await cast.api.http.get(added.url);
      assert.equal(download.status, 404);
    });
  });

  describe('lawyer tools and the lock after assignment', () => {
    async function assignedCase(lawyer = cast.lawyerA) {
      const created = await submit(cast.owner);
      const assigned = await cast.api.http.patch(`/api/cases/assigning/${created.id}`, {
        token: cast.admin.token,
        json: { assignedTo: lawyer.email },
      });
      assert.equal(assigned.status, 200, assigned.text);
      return created;
    }

    test('the assigned lawyer changes the status; another lawyer and clients cannot', async () => {
      const created = await assignedCase();
      const setStatus = (who: Identity, status: string) =>
        cast.api.http.patch(`/api/cases/status/${created.id}`, {
          token: who.token,
          json: { status },
        });
      const byLawyer = await setStatus(cast.lawyerA, 'Received');
      assert.equal(byLawyer.status, 200, byLawyer.text);
      assert.equal(byLawyer.body.message, 'case status is changed');
      assert.equal(byLawyer.body.data.status, 'Received');
      const other = await setStatus(cast.lawyerB, 'Completed');
      assert.equal(other.status, 403);
      assert.equal(
        other.body.message,
        'Only the assigned lawyer or an admin can change the status.',
      );
      assert.equal((await setStatus(cast.owner, 'Completed')).status, 403);
      const timeline = await cast.api.http.get(`/api/cases/${created.id}/timeline`, {
        token: cast.owner.token,
      });
      const changed = timeline.body.data.events.filter(
        (event: { action: string }) => event.action === 'status_changed',
      );
      assert.equal(changed.length, 1);
      assert.equal(changed[0].actor.email, cast.lawyerA.email);
      assert.equal(changed[0].actor.role, 'adminStaff');
    });

    test('private notes: the firm writes and reads them, in its timeline; the client never sees them', async () => {
      const created = await assignedCase();
      const { http } = cast.api;
      const note = (who: Identity | null, text: unknown) =>
        http.post(`/api/cases/${created.id}/notes`, { token: who?.token, json: { text } });
      const written = await note(cast.lawyerA, 'Client seems unsure about the boundary date');
      assert.equal(written.status, 201, written.text);
      assert.equal(written.body.data.author.email, cast.lawyerA.email);
      assert.equal((await note(cast.admin, 'Admin note')).status, 201);
      for (const [who, status] of [
        [cast.owner, 403],
        [cast.lawyerB, 403],
        [cast.other, 403],
        [null, 401],
      ] as const) {
        const answer = await note(who, 'x');
        assert.equal(answer.status, status, answer.text);
        const read = await http.get(`/api/cases/${created.id}/notes`, { token: who?.token });
        assert.equal(read.status, status);
        assert.ok(!read.text.includes('boundary date'), "!read.text.includes('boundary date')");
      }
      assert.equal((await note(cast.owner, 'x')).body.message, 'Notes are for the firm only.');
      for (const bad of ['', '   ', 'x'.repeat(5001), 42, 'a\u0000b'])
        assert.equal((await note(cast.lawyerA, bad)).status, 400, JSON.stringify(bad));

      const listed = await http.get(`/api/cases/${created.id}/notes`, {
        token: cast.lawyerA.token,
      });
      assert.deepEqual(
        listed.body.data.map((entry: { text: string }) => entry.text),
        ['Admin note', 'Client seems unsure about the boundary date'],
      );
      assert.equal(listed.body.total, 2);
      const firm = await http.get(`/api/cases/${created.id}/timeline`, {
        token: cast.lawyerA.token,
      });
      const notes = firm.body.data.events.filter(
        (event: { action: string }) => event.action === 'note_added',
      );
      assert.equal(notes.length, 2);
      assert.ok(
        notes.every((event: { private: boolean }) => event.private),
        'notes.every((event: { private: boolean }) => event.private)',
      );
      assert.equal(notes[0].note, 'Client seems unsure about the boundary date');
      const client = await http.get(`/api/cases/${created.id}/timeline`, {
        token: cast.owner.token,
      });
      assert.ok(
        !client.body.data.events.some((event: { action: string }) => event.action === 'note_added'),
        "!client.body.data.events.some((event: { action: string }) => event.action === 'note_added')",
      );
      assert.ok(
        !client.text.includes('boundary date') && !client.text.includes('Admin note'),
        "!client.text.includes('boundary date') && !client.text.includes('Admin note')",
      );
      const audit = await http.get(`/api/audit?caseId=${created.id}&action=note_added`, {
        token: cast.admin.token,
      });
      assert.equal(audit.body.total, 2);
    });

    test("the client's phone and preferred contact: for the assigned lawyer and the admin only", async () => {
      const created = await assignedCase();
      const contact = (who: Identity | null) =>
        cast.api.http.get(`/api/cases/${created.id}/client`, { token: who?.token });
      for (const who of [cast.lawyerA, cast.admin]) {
        const answer = await contact(who);
        assert.equal(answer.status, 200, answer.text);
        assert.equal(answer.body.data.email, cast.owner.email);
        assert.equal(answer.body.data.userId, cast.owner.userId);
        assert.match(answer.body.data.phoneNumber, /\d/);
        assert.ok(
          ['email', 'phone'].includes(answer.body.data.preferredContact),
          "['email', 'phone'].includes(answer.body.data.preferredContact)",
        );
      }
      for (const [who, status] of [
        [cast.lawyerB, 403],
        [cast.owner, 403],
        [cast.other, 403],
        [null, 401],
      ] as const) {
        const answer = await contact(who);
        assert.equal(answer.status, status);
        assert.ok(
          !answer.text.includes(cast.owner.email),
          '!answer.text.includes(cast.owner.email)',
        );
      }
      assert.equal((await contact(cast.admin)).status, 200);
      const unknown = await cast.api.http.get(`/api/cases/${randomUUID()}/client`, {
        token: cast.admin.token,
      });
      assert.equal(unknown.status, 404);
    });

    test('once assigned, the client can neither edit nor delete the case (409 with the reason); the admin still can', async () => {
      const created = await assignedCase();
      const { http } = cast.api;
      const reason = 'A lawyer is working on this case, so it can no longer be edited or deleted.';
      const edited = await http.put(`/api/cases/${created.id}`, {
        token: cast.owner.token,
        json: { summary: 'Changed after assignment' },
      });
      assert.equal(edited.status, 409, edited.text);
      assert.deepEqual(edited.body, { status: 'error', code: 'case.locked', message: reason });
      const multipart = await http.put(`/api/cases/${created.id}`, {
        token: cast.owner.token,
        form: caseForm({ summary: 'x' }, { bytes: sample.pdf(), name: 'new.pdf' }),
      });
      assert.equal(multipart.status, 409);
      const deleted = await http.delete(`/api/cases/${created.id}`, { token: cast.owner.token });
      assert.equal(deleted.status, 409);
      assert.equal(deleted.body.message, reason);
      const single = await http.get(`/api/cases/singleCase/${created.id}`, {
        token: cast.owner.token,
      });
      assert.equal(single.body.data.summary, validCase.summary, 'unchanged');
      const byAdmin = await http.put(`/api/cases/${created.id}`, {
        token: cast.admin.token,
        json: { summary: 'Corrected by the firm' },
      });
      assert.equal(byAdmin.status, 200, byAdmin.text);
      const unassigned = await submit(cast.owner);
      const free = await http.put(`/api/cases/${unassigned.id}`, {
        token: cast.owner.token,
        json: { summary: 'Still mine to edit' },
      });
      assert.equal(free.status, 200);
      assert.equal(
        (await http.delete(`/api/cases/${created.id}`, { token: cast.admin.token })).status,
        200,
      );
    });
  });

  describe('notifications', () => {
    const bell = async (who: Identity, query = '') => {
      const answer = await cast.api.http.get(`/api/notifications${query}`, { token: who.token });
      assert.equal(answer.status, 200, answer.text);
      return answer.body;
    };
    const outbox = async () =>
      (await cast.api.http.get<OutboxMail[]>('/api/dev/outbox')).body as OutboxMail[];
    /** Mails about one case reference, oldest first (waits briefly for the queue's rows). */
    const mailsAbout = async (reference: string, count: number) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const found = (await outbox()).filter((mail) => mail.subject.includes(reference));
        if (found.length >= count) return found.reverse();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return (await outbox()).filter((mail) => mail.subject.includes(reference)).reverse();
    };

    test('one notification and one e-mail per event to the right people, with a link and never the case or message text', async () => {
      const { http } = cast.api;
      const secret = 'Neighbour threatened me on 3 May with a machete';
      const created = await submit(cast.owner, secret);
      const patch = (path: string, json: object) =>
        http.patch(`/api/cases/${path}/${created.id}`, { token: cast.admin.token, json });
      await patch('assigning', { assignedTo: cast.lawyerA.email });
      await patch('status', { status: 'Received' });
      const written = 'Here is the name of the witness: Jean';
      await http.post(`/api/cases/${created.id}/messages`, {
        token: cast.owner.token,
        json: { text: written },
      });
      await http.post(`/api/cases/${created.id}/messages`, {
        token: cast.lawyerA.token,
        json: { text: 'Thank you, noted' },
      });

      const mails = await mailsAbout(created.reference, 6);
      // Jobs queued in one transaction share a time: compare as a set, one of each.
      assert.deepEqual(
        mails.map((mail) => `${mail.to} | ${mail.subject}`).sort(),
        [
          `${cast.owner.email} | Your case ${created.reference} was received`,
          `${cast.owner.email} | A lawyer was assigned to your case ${created.reference}`,
          `${cast.lawyerA.email} | Case ${created.reference} was assigned to you`,
          `${cast.owner.email} | The status of your case ${created.reference} changed`,
          `${cast.lawyerA.email} | New message on case ${created.reference}`,
          `${cast.owner.email} | New message on case ${created.reference}`,
        ].sort(),
      );
      for (const mail of mails) {
        for (const text of [secret, written, 'Thank you, noted', 'Civil matters', 'Land'])
          assert.ok(!`${mail.subject}${mail.text}${mail.html}`.includes(text), `${text} in a mail`);
        assert.ok(
          mail.links.some((link) => link.startsWith('http://localhost:3000/')),
          "mail.links.some((link) => link.startsWith('http://localhost:3000/'))",
        );
        assert.match(mail.html, /<a href="http:\/\/localhost:3000\//);
        assert.match(mail.html, /<html lang="en">/);
        assert.ok(mail.text.includes(created.reference), 'mail.text.includes(created.reference)');
      }
      for (const mail of mails)
        assert.ok(
          mail.links.includes(
            `http://localhost:3000/${mail.to === cast.owner.email ? 'user' : 'staff'}-dashboard`,
          ),
          "mail.links.includes( `http://localhost:3000/${mail.to === cast.owner.email ? 'user' : 'staff'}-dashboard`, )",
        );

      const ownerBell = await bell(cast.owner, '?limit=100');
      const mine = ownerBell.data.filter(
        (entry: { reference: string }) => entry.reference === created.reference,
      );
      assert.deepEqual(
        mine.map((entry: { kind: string }) => entry.kind),
        ['message_received', 'case_status_changed', 'case_assigned', 'case_received'],
      );
      assert.ok(
        mine.every(
          (entry: { read: boolean; link: string }) =>
            !entry.read && entry.link === '/user-dashboard',
        ),
        "mine.every( (entry: { read: boolean; link: string }) => !entry.read && entry.link === '/user-dashboard', )",
      );
      assert.equal(mine[3].text, `Your case ${created.reference} was received.`);
      assert.ok(
        !JSON.stringify(ownerBell).includes(secret),
        '!JSON.stringify(ownerBell).includes(secret)',
      );
      const lawyerBell = await bell(cast.lawyerA, '?limit=100');
      assert.deepEqual(
        lawyerBell.data
          .filter((entry: { reference: string }) => entry.reference === created.reference)
          .map((entry: { kind: string }) => entry.kind),
        ['message_received', 'case_assigned_to_you'],
      );
      const adminBell = await bell(cast.admin);
      assert.equal(adminBell.total, 0, 'the admin is not notified (the audit shows all)');
    });

    test('unread count, paging and mark read (some ids, then all); only your own', async () => {
      const { http } = cast.api;
      await submit(cast.other);
      await submit(cast.other);
      const before = await bell(cast.other, '?unread=true&page=1&limit=1');
      assert.equal(before.data.length, 1);
      assert.ok(before.unread >= 2, 'before.unread >= 2');
      assert.equal(before.total, before.unread);
      const first = before.data[0].id;
      const read = await http.post('/api/notifications/read', {
        token: cast.other.token,
        json: { ids: [first] },
      });
      assert.equal(read.status, 200, read.text);
      assert.equal(read.body.data.unread, before.unread - 1);
      const strangers = await http.post('/api/notifications/read', {
        token: cast.owner.token,
        json: { all: true },
      });
      assert.equal(strangers.status, 200);
      assert.equal(
        (await bell(cast.other)).unread,
        before.unread - 1,
        "another user's all is theirs only",
      );
      const all = await http.post('/api/notifications/read', {
        token: cast.other.token,
        json: { all: true },
      });
      assert.equal(all.body.data.unread, 0);
      const after = await bell(cast.other, '?unread=true');
      assert.deepEqual([after.data, after.total, after.unread], [[], 0, 0]);
      for (const [body, status] of [
        [{}, 400],
        [{ ids: ['nope'] }, 400],
        [{ ids: Array.from({ length: 101 }, () => randomUUID()) }, 400],
        [{ all: 'yes' }, 400],
      ] as const) {
        const answer = await http.post('/api/notifications/read', {
          token: cast.other.token,
          json: body,
        });
        assert.equal(answer.status, status, JSON.stringify(body));
      }
      assert.equal((await http.get('/api/notifications')).status, 401);
      assert.equal(
        (await http.get('/api/notifications?limit=101', { token: cast.other.token })).status,
        400,
      );
    });

    test('preferences per kind and channel on the profile API are honoured', async () => {
      const { http } = cast.api;
      const client = await newClient(http, 'life.quiet@example.com');
      const path = `/api/users/${client.userId}/notification-preferences`;
      const initial = await http.get(path, { token: client.token });
      assert.equal(initial.status, 200, initial.text);
      assert.deepEqual(
        initial.body.data.map((entry: { kind: string; email: boolean; inApp: boolean }) =>
          [entry.kind, entry.email, entry.inApp].join(' '),
        ),
        [
          'case_received true true',
          'case_assigned true true',
          'case_status_changed true true',
          'message_received true true',
          'date_scheduled true true',
          'date_changed true true',
          'date_reminder true true',
          'document_requested true true',
          'document_reminder true true',
        ],
      );
      assert.equal(initial.body.data[0].label, 'Your case was received');
      const set = await http.put(path, {
        token: client.token,
        json: [
          { kind: 'case_received', email: false, inApp: true },
          { kind: 'case_assigned', email: true, inApp: false },
        ],
      });
      assert.equal(set.status, 200, set.text);
      assert.equal(set.body.data[0].email, false);
      assert.equal(set.body.data[1].inApp, false);

      const created = await submit(client);
      await http.patch(`/api/cases/assigning/${created.id}`, {
        token: cast.admin.token,
        json: { assignedTo: cast.lawyerB.email },
      });
      const mails = await mailsAbout(created.reference, 2);
      assert.deepEqual(
        mails.filter((mail) => mail.to === client.email).map((mail) => mail.subject),
        [`A lawyer was assigned to your case ${created.reference}`],
        'no e-mail for the received case',
      );
      const kinds = (await bell(client)).data.map((entry: { kind: string }) => entry.kind);
      assert.deepEqual(kinds, ['case_received'], 'no in-app notice for the assignment');

      const lawyerPath = `/api/users/${cast.lawyerB.userId}/notification-preferences`;
      const lawyerKinds = await http.get(lawyerPath, { token: cast.lawyerB.token });
      assert.deepEqual(
        lawyerKinds.body.data.map((entry: { kind: string }) => entry.kind),
        ['case_assigned_to_you', 'message_received'],
      );
      for (const [who, target, body, status] of [
        [client, lawyerPath, [], 403],
        [cast.admin, path, [], 403],
        [client, path, [{ kind: 'case_assigned_to_you', email: false, inApp: false }], 400],
        [client, path, [{ kind: 'sms', email: false, inApp: false }], 400],
        [client, path, [{ kind: 'case_received', email: 'no', inApp: false }], 400],
        [client, path, { kind: 'case_received' }, 400],
      ] as const) {
        const answer = await http.put(target, { token: who.token, json: body });
        assert.equal(answer.status, status, `${target} ${JSON.stringify(body)}: ${answer.text}`);
      }
      assert.equal((await http.get(lawyerPath, { token: client.token })).status, 403);
    });
  });
});

describe(`reference backfill migration on ${testDriver}`, () => {
  test('cases that existed before get references per year in submission order', async () => {
    const database = await migratableDatabase();
    try {
      await database.migrateThrough('0004_token_version');
      const userId = randomUUID();
      await database.query(
        `insert into users (id, email, password_hash, first_name) values ($1, 'old@example.com', 'x', 'Old')`,
        [userId],
      );
      // Inserted out of order; Kigali's new year starts at 22:00 UTC.
      const stamps = [
        '2025-03-01T10:00:00Z',
        '2024-12-31T22:30:00Z',
        '2024-05-01T08:00:00Z',
        '2024-12-31T21:30:00Z',
        '2025-01-15T09:00:00Z',
      ];
      const ids: string[] = [];
      for (const stamp of stamps) {
        const id = randomUUID();
        ids.push(id);
        await database.query(
          `insert into cases (id, user_id, owner_email, case_type, case_subtype, summary, created_at, updated_at)
           values ($1, $2, 'old@example.com', 'Civil matters', 'Land', 'Old case', $3, $3)`,
          [id, userId, stamp],
        );
      }
      await database.migrateAll();
      const [counter] = await database.query<{ last: number }>(
        'select last from case_reference_counters where year = 2025',
      );
      assert.equal(counter?.last, 3, 'the next 2025 case is number 4');
      const rows = await database.query<{ id: string; reference: string }>(
        'select id, reference from cases',
      );
      const byId = new Map(rows.map((row) => [row.id, row.reference]));
      assert.deepEqual(
        ids.map((id) => byId.get(id)),
        [
          formatCaseReference(2025, 3),
          formatCaseReference(2025, 1),
          formatCaseReference(2024, 1),
          formatCaseReference(2024, 2),
          formatCaseReference(2025, 2),
        ],
      );
    } finally {
      await database.close();
    }
  });
});
