import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { CASE_TAXONOMY } from 'shared-contract';
import { caseForm, sample, validCase } from '../helpers/files';
import type { Identity } from '../helpers/context';
import { fetchFile } from '../helpers/http';
import type { World } from '../helpers/world';

export async function submitCase(
  world: World,
  owner: Identity,
  fields = validCase,
  name = 'evidence.pdf',
  bytes: Uint8Array = sample.pdf(),
) {
  const answer = await world.api.http.post('/api/cases/register', {
    token: owner.token,
    form: caseForm(fields, { bytes, name }),
  });
  assert.equal(answer.status, 201, answer.text);
  return answer.body.data;
}

const keyOf = (fileUrl: string) => new URL(fileUrl).pathname.split('/').pop() as string;

export function casesSuite(world: World) {
  describe('submit case (POST /cases/register)', () => {
    test('checks type, subtype, summary and file in that order, each with its exact text', async () => {
      const { http } = world.api;
      const pdf = { bytes: sample.pdf(), name: 'a.pdf' };
      const steps: [Parameters<typeof caseForm>[0], typeof pdf | undefined, string][] = [
        [{}, undefined, 'Please select a case type.'],
        [{ caseType: '', caseSubtype: 'Land', summary: 'x' }, pdf, 'Please select a case type.'],
        [
          { caseType: 'Tax fraud', caseSubtype: 'Land', summary: 'x' },
          pdf,
          'Please select a case type.',
        ],
        [{ caseType: 'Civil matters' }, undefined, 'Please select a case subtype.'],
        [
          { caseType: 'Civil matters', caseSubtype: 'Rape', summary: 'x' },
          pdf,
          'Please select a case subtype.',
        ],
        [
          { caseType: 'Civil matters', caseSubtype: 'Labour', summary: 'x' },
          pdf,
          'Please select a case subtype.',
        ],
        [{ caseType: 'Civil matters', caseSubtype: 'Land' }, pdf, 'Please provide a case summary.'],
        [
          { caseType: 'Civil matters', caseSubtype: 'Land', summary: '  \n ' },
          pdf,
          'Please provide a case summary.',
        ],
        [
          { caseType: 'Civil matters', caseSubtype: 'Land', summary: 'Boundary dispute' },
          undefined,
          'Please upload a file.',
        ],
      ];
      for (const [fields, file, message] of steps) {
        const answer = await http.post('/api/cases/register', {
          token: world.clientA.token,
          form: caseForm(fields, file),
        });
        assert.equal(answer.status, 400, `${JSON.stringify(fields)} → ${answer.text}`);
        // The refusal names its rule's code and form field (the text says it only in English).
        const [code, field] = {
          'Please select a case type.': ['case.typeRequired', 'caseType'],
          'Please select a case subtype.': ['case.subtypeRequired', 'caseSubtype'],
          'Please provide a case summary.': ['case.summaryRequired', 'summary'],
          'Please upload a file.': ['file.required', 'file'],
        }[message]!;
        assert.deepEqual(answer.body, { status: 'error', code, message, field });
      }
      const json = await http.post('/api/cases/register', {
        token: world.clientA.token,
        json: validCase,
      });
      assert.equal(json.status, 400);
      assert.equal(json.body.message, 'Please upload a file.');
    });

    test('accepts every subtype of the taxonomy, "Fraud and others" and "Labour and others" as single items', async () => {
      assert.ok(
        (CASE_TAXONOMY['Criminal Cases'] as readonly string[]).includes('Fraud and others'),
        "(CASE_TAXONOMY['Criminal Cases'] as readonly string[]).includes('Fraud and others')",
      );
      const created = await submitCase(
        world,
        world.clientB,
        { caseType: 'Criminal Cases', caseSubtype: 'Fraud and others', summary: 'Fraud' },
        'f.txt',
        sample.txt(),
      );
      assert.equal(created.caseSubtype, 'Fraud and others');
      const labour = await submitCase(
        world,
        world.clientB,
        { caseType: 'Civil matters', caseSubtype: 'Labour and others', summary: 'Wages' },
        'w.txt',
        sample.txt(),
      );
      assert.equal(labour.caseSubtype, 'Labour and others');
      const adr = await submitCase(
        world,
        world.clientB,
        {
          caseType: 'Alternative Dispute Resolutions',
          caseSubtype: 'Conciliation',
          summary: 'Family',
        },
        'c.txt',
        sample.txt(),
      );
      assert.equal(adr.caseType, 'Alternative Dispute Resolutions');
    });

    test('a new case: 201, pending, Going, unassigned, both ids, owner e-mail, a signed absolute file URL', async () => {
      const before = Date.now();
      const created = await submitCase(
        world,
        world.clientA,
        { ...validCase, summary: `  ${validCase.summary}  ` },
        'Ubutaka bw’umuryango.pdf',
      );
      assert.equal(created._id, created.id);
      assert.match(created.id, /^[0-9a-f-]{36}$/);
      assert.equal(created.caseOwner, world.clientA.email);
      assert.equal(created.userId, world.clientA.userId);
      assert.equal(created.caseType, validCase.caseType);
      assert.equal(created.caseSubtype, validCase.caseSubtype);
      assert.equal(created.summary, validCase.summary);
      assert.equal(created.status, 'pending');
      assert.equal(created.markAsDoneArchived, 'Going');
      assert.equal(created.assignedTo, null);
      assert.equal(created.fileName, 'Ubutaka bw’umuryango.pdf');
      assert.ok(
        Date.parse(created.createdAt) >= before - 1000,
        'Date.parse(created.createdAt) >= before - 1000',
      );
      assert.equal(created.createdAt, new Date(created.createdAt).toISOString());
      const url = new URL(created.file);
      assert.equal(url.origin, world.api.baseUrl);
      assert.match(url.pathname, /^\/api\/files\/[a-f0-9]{48}$/);
      assert.ok(
        url.searchParams.get('exp') && url.searchParams.get('sig'),
        "url.searchParams.get('exp') && url.searchParams.get('sig')",
      );
      assert.ok(
        !created.file.includes('Ubutaka'),
        'stored under a random key, not the uploaded name',
      );
    });

    test('each allowed type is accepted by content and extension', async () => {
      for (const [name, bytes] of [
        ['scan.png', sample.png()],
        ['photo.jpg', sample.jpeg()],
        ['photo.JPEG', sample.jpeg()],
        ['notes.txt', sample.txt()],
        ['letter.docx', sample.docx()],
        ['letter.doc', sample.doc()],
      ] as const) {
        const created = await submitCase(world, world.clientB, validCase, name, bytes);
        assert.equal(created.fileName, name);
      }
    });
  });

  describe('case lists', () => {
    test('GET /cases/{userId}: an unpaged data array, newest first', async () => {
      const { http } = world.api;
      const answer = await http.get(`/api/cases/${world.clientB.userId}`, {
        token: world.clientB.token,
      });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.status, 'success');
      assert.ok(Array.isArray(answer.body.data), 'Array.isArray(answer.body.data)');
      assert.ok(answer.body.data.length >= 9, 'answer.body.data.length >= 9');
      assert.ok(!('total' in answer.body), 'no paging fields without ?page');
      assert.ok(
        answer.body.data.every(
          (entry: { userId: string }) => entry.userId === world.clientB.userId,
        ),
        'answer.body.data.every( (entry: { userId: string }) => entry.userId === world.clientB.userId, )',
      );
      const stamps = answer.body.data.map((entry: { createdAt: string }) => entry.createdAt);
      assert.deepEqual(stamps, [...stamps].sort().reverse());
    });

    test('?page=&limit= answers a page with total, page and limit', async () => {
      const { http } = world.api;
      const all = (
        await http.get(`/api/cases/${world.clientB.userId}`, { token: world.clientB.token })
      ).body.data;
      const page1 = await http.get(`/api/cases/${world.clientB.userId}?page=1&limit=3`, {
        token: world.clientB.token,
      });
      const page2 = await http.get(`/api/cases/${world.clientB.userId}?page=2&limit=3`, {
        token: world.clientB.token,
      });
      assert.equal(page1.body.total, all.length);
      assert.equal(page1.body.page, 1);
      assert.equal(page1.body.limit, 3);
      assert.deepEqual(
        [...page1.body.data, ...page2.body.data].map((entry: { id: string }) => entry.id),
        all.slice(0, 6).map((entry: { id: string }) => entry.id),
      );
      const beyond = await http.get(`/api/cases/${world.clientB.userId}?page=999&limit=3`, {
        token: world.clientB.token,
      });
      assert.deepEqual(beyond.body.data, []);
      assert.equal(beyond.body.total, all.length);
      const defaultLimit = await http.get(`/api/cases/${world.clientB.userId}?page=1`, {
        token: world.clientB.token,
      });
      assert.equal(defaultLimit.body.limit, 10);
      const over = await http.get(`/api/cases/${world.clientB.userId}?page=1&limit=101`, {
        token: world.clientB.token,
      });
      assert.equal(over.status, 400);
    });

    test('a new case shows up at once on the first page (no stale list)', async () => {
      const { http } = world.api;
      const path_ = `/api/cases/?page=1&limit=5`;
      const before = await http.get(path_, { token: world.admin.token });
      const created = await submitCase(world, world.clientA);
      const after = await http.get(path_, { token: world.admin.token });
      assert.equal(after.body.total, before.body.total + 1);
      assert.equal(after.body.data[0].id, created.id);
    });

    test('GET /cases/ (admin): every case, newest first; ?flag=Done is the archived view', async () => {
      const { http } = world.api;
      const all = await http.get('/api/cases/', { token: world.admin.token });
      assert.equal(all.status, 200);
      const owners = new Set(all.body.data.map((entry: { userId: string }) => entry.userId));
      assert.ok(
        owners.has(world.clientA.userId) && owners.has(world.clientB.userId),
        'owners.has(world.clientA.userId) && owners.has(world.clientB.userId)',
      );
      const target = all.body.data[2];
      const marked = await http.patch(`/api/cases/${target.id}`, {
        token: world.admin.token,
        json: { markAsDoneArchived: 'Done' },
      });
      assert.equal(marked.status, 200);
      assert.equal(marked.body.message, 'case is marked as Done');
      assert.equal(marked.body.data.markAsDoneArchived, 'Done');
      const done = await http.get('/api/cases/?flag=Done', { token: world.admin.token });
      assert.ok(
        done.body.data.some((entry: { id: string }) => entry.id === target.id),
        'done.body.data.some((entry: { id: string }) => entry.id === target.id)',
      );
      assert.ok(
        done.body.data.every(
          (entry: { markAsDoneArchived: string }) => entry.markAsDoneArchived === 'Done',
        ),
        "done.body.data.every( (entry: { markAsDoneArchived: string }) => entry.markAsDoneArchived === 'Done', )",
      );
      const donePaged = await http.get('/api/cases/?flag=Done&page=1&limit=10', {
        token: world.admin.token,
      });
      assert.equal(donePaged.body.total, done.body.data.length);
      const going = await http.get('/api/cases/?flag=Going&page=1&limit=100', {
        token: world.admin.token,
      });
      assert.equal(going.body.total + donePaged.body.total, all.body.data.length);
      await http.patch(`/api/cases/${target.id}`, {
        token: world.admin.token,
        json: { markAsDoneArchived: 'Going' },
      });
    });
  });

  describe('single case, edit and the admin actions', () => {
    test('GET /cases/singleCase/{id} answers the case; unknown id 404', async () => {
      const { http } = world.api;
      const created = await submitCase(world, world.clientA);
      const answer = await http.get(`/api/cases/singleCase/${created.id}`, {
        token: world.clientA.token,
      });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.status, 'success');
      assert.equal(answer.body.data.id, created.id);
      assert.equal(answer.body.data.summary, created.summary);
      const missing = await http.get('/api/cases/singleCase/00000000-0000-4000-8000-000000000000', {
        token: world.admin.token,
      });
      assert.equal(missing.status, 404);
      assert.deepEqual(missing.body, {
        status: 'error',
        code: 'case.notFound',
        message: 'Case not found',
      });
    });

    test('PUT /cases/{id} with a JSON body (not multipart) edits type, subtype and summary', async () => {
      const { http } = world.api;
      const created = await submitCase(world, world.clientA);
      const answer = await http.put(`/api/cases/${created.id}`, {
        token: world.clientA.token,
        json: {
          caseType: 'Criminal Cases',
          caseSubtype: 'Theft',
          summary: 'Our cows were stolen.',
          file: 'whatever-the-form-had',
        },
      });
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.status, 'success');
      assert.equal(typeof answer.body.message, 'string');
      assert.equal(answer.body.data.caseType, 'Criminal Cases');
      assert.equal(answer.body.data.caseSubtype, 'Theft');
      assert.equal(answer.body.data.summary, 'Our cows were stolen.');
      assert.equal(keyOf(answer.body.data.file), keyOf(created.file), 'the file stays');
      const mismatch = await http.put(`/api/cases/${created.id}`, {
        token: world.clientA.token,
        json: { caseType: 'Civil matters' },
      });
      assert.equal(mismatch.status, 400, 'Theft is not a civil subtype');
      assert.equal(mismatch.body.message, 'Please select a case subtype.');
      const blank = await http.put(`/api/cases/${created.id}`, {
        token: world.clientA.token,
        json: { summary: ' ' },
      });
      assert.equal(blank.body.message, 'Please provide a case summary.');
    });

    test('PUT /cases/{id} as multipart with a new file replaces the file and removes the old one', async () => {
      const { http, dataDir } = world.api;
      const created = await submitCase(world, world.clientA);
      const oldKey = keyOf(created.file);
      assert.ok(
        existsSync(path.join(dataDir, 'uploads', oldKey)),
        "existsSync(path.join(dataDir, 'uploads', oldKey))",
      );
      const newBytes = sample.png();
      const answer = await http.put(`/api/cases/${created.id}`, {
        token: world.clientA.token,
        form: caseForm({ summary: 'Now with a photo' }, { bytes: newBytes, name: 'photo.png' }),
      });
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.data.summary, 'Now with a photo');
      assert.equal(answer.body.data.fileName, 'photo.png');
      assert.equal(answer.body.data.caseType, created.caseType);
      const newKey = keyOf(answer.body.data.file);
      assert.notEqual(newKey, oldKey);
      assert.ok(!existsSync(path.join(dataDir, 'uploads', oldKey)), 'old file removed');
      const download = await fetchFile(answer.body.data.file);
      assert.deepEqual(Buffer.from(await download.arrayBuffer()), newBytes);
      const refused = await http.put(`/api/cases/${created.id}`, {
        token: world.clientA.token,
        form: caseForm({}, { bytes: sample.exe(), name: 'virus.pdf' }),
      });
      assert.equal(refused.status, 415);
      assert.ok(
        existsSync(path.join(dataDir, 'uploads', newKey)),
        'a refused upload leaves the current file',
      );
    });

    test('PATCH status and assignee (admin) answer their exact texts; a non-lawyer cannot be assigned', async () => {
      const { http } = world.api;
      const created = await submitCase(world, world.clientA);
      for (const status of ['Received', 'Pending', 'Completed', 'Received']) {
        const answer = await http.patch(`/api/cases/status/${created.id}`, {
          token: world.admin.token,
          json: { status },
        });
        assert.equal(answer.status, 200);
        assert.equal(answer.body.message, 'case status is changed');
        assert.equal(answer.body.data.status, status);
      }
      const badStatus = await http.patch(`/api/cases/status/${created.id}`, {
        token: world.admin.token,
        json: { status: 'Closed' },
      });
      assert.equal(badStatus.status, 400);
      const badFlag = await http.patch(`/api/cases/${created.id}`, {
        token: world.admin.token,
        json: { markAsDoneArchived: 'Archived' },
      });
      assert.equal(badFlag.status, 400);

      const assigned = await http.patch(`/api/cases/assigning/${created.id}`, {
        token: world.admin.token,
        json: { assignedTo: ' Lawyer.Two@example.com' },
      });
      assert.equal(assigned.status, 200);
      assert.equal(assigned.body.message, 'case is assigne successfully');
      assert.equal(assigned.body.data.assignedTo, 'lawyer.two@example.com');
      for (const assignedTo of [world.clientB.email, world.admin.email, 'nobody@example.com']) {
        const refused = await http.patch(`/api/cases/assigning/${created.id}`, {
          token: world.admin.token,
          json: { assignedTo },
        });
        assert.equal(refused.status, 400, assignedTo);
        assert.equal(refused.body.status, 'error');
      }
      const mine = await http.get(`/api/cases/assignedTo/lawyer.two@example.com`, {
        token: world.lawyerB.token,
      });
      assert.equal(mine.status, 200);
      assert.ok(
        mine.body.data.some((entry: { id: string }) => entry.id === created.id),
        'mine.body.data.some((entry: { id: string }) => entry.id === created.id)',
      );
      assert.ok(
        mine.body.data.every(
          (entry: { assignedTo: string }) => entry.assignedTo === 'lawyer.two@example.com',
        ),
        "mine.body.data.every( (entry: { assignedTo: string }) => entry.assignedTo === 'lawyer.two@example.com', )",
      );
      const paged = await http.get(`/api/cases/assignedTo/lawyer.two@example.com?page=1&limit=1`, {
        token: world.lawyerB.token,
      });
      assert.equal(paged.body.total, mine.body.data.length);
      const single = await http.get(`/api/cases/singleCase/${created.id}`, {
        token: world.lawyerB.token,
      });
      assert.equal(single.status, 200, 'the assigned lawyer reads the case');
      const gone = await http.get(`/api/cases/singleCase/${created.id}`, {
        token: world.lawyerA.token,
      });
      assert.equal(gone.status, 403, 'another lawyer does not');
      const missing = await http.patch('/api/cases/status/00000000-0000-4000-8000-000000000000', {
        token: world.admin.token,
        json: { status: 'Received' },
      });
      assert.equal(missing.status, 404);
    });

    test('GET /cases/stats (admin) counts statuses case-insensitively', async () => {
      const { http } = world.api;
      const all = (await http.get('/api/cases/', { token: world.admin.token })).body.data as {
        status: string;
      }[];
      const answer = await http.get('/api/cases/stats', { token: world.admin.token });
      assert.equal(answer.status, 200);
      const count = (status: string) =>
        all.filter((entry) => entry.status.toLowerCase() === status).length;
      assert.deepEqual(answer.body.data, {
        total: all.length,
        received: count('received'),
        pending: count('pending'),
        completed: count('completed'),
      });
      assert.ok(
        answer.body.data.pending > 0 && answer.body.data.received > 0,
        'answer.body.data.pending > 0 && answer.body.data.received > 0',
      );
    });

    test('DELETE /cases/{id}: data is the id, the exact text, the file is gone', async () => {
      const { http, dataDir } = world.api;
      const created = await submitCase(world, world.clientA);
      const key = keyOf(created.file);
      const answer = await http.delete(`/api/cases/${created.id}`, { token: world.clientA.token });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, {
        status: 'success',
        message: 'Case deleted successfully',
        data: created.id,
      });
      assert.ok(
        !existsSync(path.join(dataDir, 'uploads', key)),
        "!existsSync(path.join(dataDir, 'uploads', key))",
      );
      assert.equal(
        (await http.get(`/api/cases/singleCase/${created.id}`, { token: world.clientA.token }))
          .status,
        404,
      );
      assert.equal(
        (await http.delete(`/api/cases/${created.id}`, { token: world.clientA.token })).status,
        404,
      );
      assert.equal((await fetchFile(created.file)).status, 404);
    });
  });
}

/** Run last: after every write of the suite the trigger-kept totals still equal real counts. */
export function countersSuite(world: World) {
  describe('case counters', () => {
    test('every scope counter equals a real count of the rows', async () => {
      const { sql } = await import('drizzle-orm');
      const database = world.api.app.database;
      const kept = await database.rows<{ scope: string; n: number }>(
        sql`select scope, n::int as n from case_counts where n <> 0 order by scope`,
      );
      const real = await database.rows<{ scope: string; n: number }>(sql`
        select scope, count(*)::int as n from (
          select 'all' as scope from cases
          union all select 'flag:' || mark_as_done_archived from cases
          union all select 'owner:' || user_id::text from cases
          union all select 'assignee:' || assigned_to from cases where assigned_to is not null
        ) as s group by scope order by scope`);
      assert.ok(real.length > 3, 'real.length > 3');
      assert.deepEqual(kept, real);
    });
  });
}
