import { onUnauthorized, sessionStore } from 'shared-api';
import {
  apiRejectionOf,
  signedInForEachTest,
  fail,
  ok,
  testServerForSuite,
} from 'shared-api/src/testing/testServer';
import { aCase } from 'shared-api/src/testing/fixtures';
import {
  assignCase,
  deleteCase,
  getAllCases,
  getAssignedCases,
  getCaseStats,
  getSingleCase,
  getUserCases,
  markCaseDone,
  setCaseStatus,
  submitCase,
  updateCase,
} from '../calls/cases';

const server = testServerForSuite();
signedInForEachTest();

describe('case calls', () => {
  const one = aCase();

  it('submits a case as multipart and reports progress', async () => {
    server.on('POST', '/cases/register', ok(one, 'Case submitted'));
    const progress: number[] = [];
    const file = new File(['%PDF-1.4 hello'], 'deed.pdf', { type: 'application/pdf' });
    await expect(
      submitCase(
        { caseType: 'Civil matters', caseSubtype: 'Land', summary: 'Boundary', file },
        { onProgress: (fraction) => progress.push(fraction) },
      ),
    ).resolves.toBe('Case submitted');
    const request = server.requests[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.authorization).toBe('Bearer tok-1');
    for (const part of [
      'name="caseType"',
      'Civil matters',
      'name="caseSubtype"',
      'Land',
      'name="summary"',
      'Boundary',
      'filename="deed.pdf"',
      '%PDF-1.4 hello',
    ]) {
      expect(request.body).toContain(part);
    }
    expect(progress[progress.length - 1]).toBe(1);
    expect(progress.every((p) => p >= 0 && p <= 1)).toBe(true);
  });

  it.each([
    [fail(413, 'File too large'), 'File too large'],
    [fail(500), 'Failed to submit case data'],
  ])('submit failure %#', async (reply, message) => {
    server.on('POST', '/cases/register', reply);
    const file = new File(['x'], 'a.txt');
    const error = await apiRejectionOf(
      submitCase({ caseType: 'Civil matters', caseSubtype: 'Land', summary: 's', file }),
    );
    expect(error.message).toBe(message);
  });

  it('gets all cases: plain, paged and archived', async () => {
    server.on('GET', '/cases/', (request) =>
      request.query.has('page')
        ? ok([one], 'ok', { total: 21, page: Number(request.query.get('page')), limit: 10 })
        : ok([one, aCase({ _id: 'case-2' })]),
    );
    await expect(getAllCases()).resolves.toHaveLength(2);
    await expect(getAllCases({ page: 3, limit: 10 })).resolves.toEqual({
      items: [one],
      total: 21,
      page: 3,
      limit: 10,
    });
    await getAllCases({ page: 1, limit: 10, flag: 'Done' });
    expect(server.requests[2]?.query.get('flag')).toBe('Done');
    expect(server.requests[0]?.query.toString()).toBe('');
  });

  it("gets the user's and the lawyer's cases, plain or paged", async () => {
    server.on('GET', '/cases/user-1', (request) =>
      request.query.has('page') ? ok([one], 'ok', { total: 4, page: 2, limit: 3 }) : ok([one]),
    );
    server.on('GET', '/cases/assignedTo/l1@x.rw', ok([one]));
    await expect(getUserCases('user-1')).resolves.toEqual([one]);
    await expect(getUserCases('user-1', { page: 2, limit: 3 })).resolves.toEqual({
      items: [one],
      total: 4,
      page: 2,
      limit: 3,
    });
    await expect(getAssignedCases('l1@x.rw')).resolves.toEqual([one]);
  });

  it('answers an empty list when the payload has no data', async () => {
    server.on('GET', '/cases/user-1', { body: { status: 'success', message: 'none' } });
    await expect(getUserCases('user-1')).resolves.toEqual([]);
  });

  it.each([
    ['GET', '/cases/', () => getAllCases(), 'Failed to fetch cases'],
    ['GET', '/cases/user-1', () => getUserCases('user-1'), 'Failed to fetch case data'],
    [
      'GET',
      '/cases/assignedTo/l1@x.rw',
      () => getAssignedCases('l1@x.rw'),
      'Failed to get assigned cases',
    ],
    ['GET', '/cases/singleCase/case-1', () => getSingleCase('case-1'), 'Failed to fetch case'],
    [
      'PUT',
      '/cases/case-1',
      () => updateCase('case-1', { caseType: 'a', caseSubtype: 'b', summary: 'c' }),
      'Failed to update case',
    ],
    ['PATCH', '/cases/case-1', () => markCaseDone('case-1', 'Done'), 'Failed to mark case as done'],
    ['DELETE', '/cases/case-1', () => deleteCase('case-1'), 'Failed to delete case'],
  ] as const)('%s %s falls back to %p', async (method, path, call, message) => {
    server.on(method, path, fail(500));
    expect((await apiRejectionOf(call())).message).toBe(message);
  });

  it('gets a single case', async () => {
    server.on('GET', '/cases/singleCase/case-1', ok(one));
    await expect(getSingleCase('case-1')).resolves.toEqual(one);
  });

  it('updates as JSON without a file, as multipart with one', async () => {
    server.on('PUT', '/cases/case-1', ok(one, 'Case updated'));
    const fields = { caseType: 'Civil matters', caseSubtype: 'Land', summary: 'New' };
    await expect(updateCase('case-1', { ...fields, file: null })).resolves.toBe('Case updated');
    expect(server.requests[0]?.headers['content-type']).toMatch(/application\/json/);
    expect(server.requests[0]?.json()).toEqual(fields);

    await updateCase('case-1', { ...fields, file: new File(['new'], 'new.txt') });
    expect(server.requests[1]?.headers['content-type']).toMatch(/multipart\/form-data/);
    expect(server.requests[1]?.body).toContain('filename="new.txt"');
  });

  it('sends the admin actions with their fixed toast texts', async () => {
    server.on('PATCH', '/cases/case-1', ok(one));
    server.on('PATCH', '/cases/status/case-1', ok(one));
    server.on('PATCH', '/cases/assigning/case-1', ok(one));
    await expect(markCaseDone('case-1', 'Done')).resolves.toBe('case is marked as Done');
    await expect(setCaseStatus('case-1', 'Received')).resolves.toBe('case status is changed');
    await expect(assignCase('case-1', 'l1@x.rw')).resolves.toBe('case is assigne successfully');
    expect(server.requests.map((r) => r.json())).toEqual([
      { markAsDoneArchived: 'Done' },
      { status: 'Received' },
      { assignedTo: 'l1@x.rw' },
    ]);
  });

  it('deletes and returns the deleted id; a failure always reads "Failed to delete case"', async () => {
    server.on('DELETE', '/cases/case-1', ok('case-1'));
    await expect(deleteCase('case-1')).resolves.toBe('case-1');
    server.on('DELETE', '/cases/case-1', fail(403, 'Not your case'));
    const error = await apiRejectionOf(deleteCase('case-1'));
    expect(error.message).toBe('Failed to delete case');
    expect(error.status).toBe(403);
  });

  it('gets the stats', async () => {
    const stats = { total: 4, received: 1, pending: 2, completed: 1 };
    server.on('GET', '/cases/stats', ok(stats));
    await expect(getCaseStats()).resolves.toEqual(stats);
  });
});

describe('401 on a data call ends the session', () => {
  it('clears the session and calls the handler the shell wired', async () => {
    const handler = jest.fn();
    const off = onUnauthorized(handler);
    server.on('GET', '/cases/user-1', fail(401, 'Token expired'));
    const error = await apiRejectionOf(getUserCases('user-1'));
    expect(error.status).toBe(401);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({
      token: null,
      userId: null,
      email: null,
      endedBy: 'refused',
    });
    expect(window.localStorage.getItem('token')).toBeNull();
    off();
  });

  it('does nothing for a call made without a session', async () => {
    const handler = jest.fn();
    const off = onUnauthorized(handler);
    sessionStore.getState().clearSession();
    server.on('GET', '/cases/', fail(401, 'No token'));
    await apiRejectionOf(getAllCases());
    expect(handler).not.toHaveBeenCalled();
    off();
  });
});
