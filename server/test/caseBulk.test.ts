/**
 * Bulk actions over real HTTP on both databases: one request changes many cases, all or
 * nothing (an unknown case or one the caller may not change leaves every case as it was), with a
 * timeline event per case; who may do what is checked per case; bad bodies are 400, never 5xx.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { login, newClient, startTestApi, type Identity, type TestApi } from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { testDriver } from './helpers/testDatabase';

interface Row {
  id: string;
  status: string;
  markAsDoneArchived: string;
  assignedTo: string | null;
}

const cast = {} as {
  api: TestApi;
  admin: Identity;
  lawyerA: Identity;
  lawyerB: Identity;
  client: Identity;
};

async function newCases(n: number): Promise<string[]> {
  const ids = [];
  for (let i = 0; i < n; i++) {
    const answer = await cast.api.http.post('/api/cases/register', {
      token: cast.client.token,
      form: caseForm(validCase, { bytes: sample.pdf(), name: 'file.pdf' }),
    });
    assert.equal(answer.status, 201, answer.text);
    ids.push(answer.body.data._id as string);
  }
  return ids;
}

const bulk = (who: Identity | null, json: unknown) =>
  cast.api.http.post('/api/cases/bulk', { token: who?.token, json });

async function state(id: string): Promise<Row> {
  const answer = await cast.api.http.get(`/api/cases/singleCase/${id}`, {
    token: cast.admin.token,
  });
  assert.equal(answer.status, 200, answer.text);
  return answer.body.data as Row;
}

async function actions(id: string): Promise<string[]> {
  const answer = await cast.api.http.get(`/api/cases/${id}/timeline`, { token: cast.admin.token });
  assert.equal(answer.status, 200, answer.text);
  return (answer.body.data.events as { action: string }[]).map((event) => event.action);
}

describe(`bulk case actions on ${testDriver}`, () => {
  before(async () => {
    cast.api = await startTestApi();
    const [admin, one, two] = DEMO_ACCOUNTS as unknown as { email: string; password: string }[];
    cast.admin = await login(cast.api.http, admin!.email, admin!.password);
    cast.lawyerA = await login(cast.api.http, one!.email, one!.password);
    cast.lawyerB = await login(cast.api.http, two!.email, two!.password);
    cast.client = await newClient(cast.api.http, 'bulk.client@example.com');
  });
  after(async () => {
    await cast.api?.close();
  });

  test('an admin assigns three cases and sets flag and status in one request each', async () => {
    const ids = await newCases(3);
    const assigned = await bulk(cast.admin, { ids, assignedTo: cast.lawyerA.email });
    assert.equal(assigned.status, 200, assigned.text);
    assert.equal(assigned.body.message, '3 cases updated');
    assert.deepEqual(
      (assigned.body.data as Row[]).map((row) => [row.id, row.assignedTo]),
      ids.map((id) => [id, cast.lawyerA.email]),
    );
    const set = await bulk(cast.admin, { ids, markAsDoneArchived: 'Done', status: 'Completed' });
    assert.equal(set.status, 200, set.text);
    for (const id of ids) {
      assert.deepEqual(await state(id), {
        ...(await state(id)),
        status: 'Completed',
        markAsDoneArchived: 'Done',
        assignedTo: cast.lawyerA.email,
      });
      assert.deepEqual(await actions(id), [
        'submitted',
        'assigned',
        'flag_changed',
        'status_changed',
      ]);
    }
    // The searched list sees the change at once.
    const listed = await cast.api.http.get(
      `/api/cases/search?flag=Done&status=Completed&lawyer=${encodeURIComponent(cast.lawyerA.email)}`,
      { token: cast.admin.token },
    );
    assert.equal(listed.body.total, 3);
  });

  test('all or nothing: one unknown case and no case changes', async () => {
    const ids = await newCases(2);
    const answer = await bulk(cast.admin, { ids: [...ids, randomUUID()], status: 'Received' });
    assert.equal(answer.status, 404, answer.text);
    assert.match(answer.body.message, /1 of the 3 cases were not found; none was changed/);
    for (const id of ids) {
      assert.equal((await state(id)).status, 'pending');
      assert.deepEqual(await actions(id), ['submitted']);
    }
  });

  test('per case: a lawyer sets the status of their own cases only, and nothing else', async () => {
    const [mine, theirs] = await newCases(2);
    assert.equal(
      (await bulk(cast.admin, { ids: [mine], assignedTo: cast.lawyerA.email })).status,
      200,
    );
    assert.equal(
      (await bulk(cast.admin, { ids: [theirs], assignedTo: cast.lawyerB.email })).status,
      200,
    );

    const both = await bulk(cast.lawyerA, { ids: [mine, theirs], status: 'Pending' });
    assert.equal(both.status, 403, both.text);
    assert.match(both.body.message, /assigned to them .*none was changed/);
    assert.equal((await state(mine!)).status, 'pending');
    assert.equal((await state(theirs!)).status, 'pending');

    const own = await bulk(cast.lawyerA, { ids: [mine], status: 'Received' });
    assert.equal(own.status, 200, own.text);
    assert.equal((await state(mine!)).status, 'Received');

    for (const json of [
      { ids: [mine], markAsDoneArchived: 'Done' },
      { ids: [mine], assignedTo: cast.lawyerB.email },
    ]) {
      const refused = await bulk(cast.lawyerA, json);
      assert.equal(refused.status, 403, refused.text);
    }
    const [client, nobody] = [
      await bulk(cast.client, { ids: [mine], status: 'Received' }),
      await bulk(null, { ids: [mine], status: 'Received' }),
    ];
    assert.equal(client.status, 403);
    assert.equal(nobody.status, 401);
    assert.equal((await state(mine!)).markAsDoneArchived, 'Going');
  });

  test('bad bodies: 400 with a message, never 5xx', async () => {
    const [id] = await newCases(1);
    const many = Array.from({ length: 101 }, () => randomUUID());
    const bodies: [unknown, RegExp][] = [
      [{ ids: [], status: 'Received' }, /ids/],
      [{ ids: many, status: 'Received' }, /ids/],
      [{ ids: [id, id], status: 'Received' }, /ids/],
      [{ ids: ['not-a-uuid'], status: 'Received' }, /ids/],
      [{ ids: [id] }, /Choose a change/],
      [{ ids: [id], status: 'Open' }, /status/],
      [{ ids: [id], markAsDoneArchived: 'Maybe' }, /markAsDoneArchived/],
      [{ ids: [id], assignedTo: 'bulk.client@example.com' }, /lawyer/],
      [{ ids: id, status: 'Received' }, /ids/],
    ];
    for (const [body, message] of bodies) {
      const answer = await bulk(cast.admin, body);
      assert.equal(answer.status, 400, `${JSON.stringify(body).slice(0, 80)}: ${answer.text}`);
      assert.match(answer.body.message, message);
    }
    assert.equal((await state(id!)).status, 'pending');
  });
  test('a bulk action shows at once on the searched pages already read (cached), in every scope', async () => {
    const ids = await newCases(3);
    const lawyerB = encodeURIComponent(cast.lawyerB.email);
    const view = async (query: string, who: Identity = cast.admin) => {
      const answer = await cast.api.http.get(`/api/cases/search?${query}`, { token: who.token });
      assert.equal(answer.status, 200, answer.text);
      const body = answer.body as { data: Row[]; total: number; totalExact: boolean };
      assert.equal(body.totalExact, true);
      return { total: body.total, ids: body.data.map((row) => row.id) };
    };
    // Read (and kept) before the change: the admin's two views and lawyer B's own list.
    const received = await view(`lawyer=${lawyerB}&status=Received`);
    const theirs = await view('', cast.lawyerB);
    for (const id of ids)
      assert.ok(
        !received.ids.includes(id) && !theirs.ids.includes(id),
        '!received.ids.includes(id) && !theirs.ids.includes(id)',
      );
    assert.deepEqual(await view(`lawyer=${lawyerB}&status=Received`), received);

    const answer = await bulk(cast.admin, {
      ids,
      assignedTo: cast.lawyerB.email,
      status: 'Received',
    });
    assert.equal(answer.status, 200, answer.text);
    const after = await view(`lawyer=${lawyerB}&status=Received`);
    assert.equal(after.total, received.total + 3);
    assert.deepEqual(after.ids.slice(0, 3), [...ids].reverse());
    const theirsAfter = await view('', cast.lawyerB);
    assert.equal(theirsAfter.total, theirs.total + 3);
    assert.deepEqual(theirsAfter.ids.slice(0, 3), [...ids].reverse());

    // A refused bulk changes nothing, and the pages stay as they were.
    const refused = await bulk(cast.admin, { ids: [...ids, randomUUID()], status: 'Completed' });
    assert.equal(refused.status, 404, refused.text);
    assert.deepEqual(await view(`lawyer=${lawyerB}&status=Received`), after);
  });
});
