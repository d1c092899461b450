import {
  apiRejectionOf,
  fail,
  ok,
  signedInForEachTest,
  testServerForSuite,
} from 'shared-api/src/testing/testServer';
import { aCaseDate, aDocumentRequest } from 'shared-api/src/testing/caseDatesFixtures';
import {
  addCaseDate,
  askAnotherTime,
  askForDocument,
  cancelCaseDate,
  cancelDocumentRequest,
  getCaseDates,
  getOpenDocumentRequests,
  getUpcomingDates,
  getWeek,
  updateCaseDate,
  uploadForRequest,
} from '../calls/caseDates';

const server = testServerForSuite();
signedInForEachTest();

const hearing = {
  kind: 'hearing' as const,
  date: '2026-12-01',
  time: '09:30',
  court: 'High Court, Kigali',
  room: 'Room 2',
};

describe('case date calls', () => {
  it('reads a case’s dates, the week and the upcoming dates with the session', async () => {
    const date = aCaseDate();
    server.on('GET', '/cases/case-1/dates', ok([date]));
    server.on('GET', '/dates/week', ok({ start: '2026-11-30', end: '2026-12-06', dates: [date] }));
    server.on('GET', '/dates/upcoming', ok([date]));
    await expect(getCaseDates('case-1')).resolves.toEqual([date]);
    await expect(getWeek('2026-12-02')).resolves.toMatchObject({ start: '2026-11-30' });
    await expect(getUpcomingDates()).resolves.toEqual([date]);
    expect(server.requests.map((r) => r.path)).toEqual([
      '/cases/case-1/dates',
      '/dates/week',
      '/dates/upcoming',
    ]);
    expect(server.requests[1]?.query.get('start')).toBe('2026-12-02');
    expect(server.requests[0]?.headers.authorization).toMatch(/^Bearer /);
  });

  it('adds, changes and cancels a date with the bodies the contract names', async () => {
    const date = aCaseDate({ id: 'd-1' });
    server.on('POST', '/cases/case-1/dates', ok(date));
    server.on('PUT', '/cases/case-1/dates/d-1', ok(date));
    server.on('POST', '/cases/case-1/dates/d-1/cancel', ok({ ...date, state: 'cancelled' }));
    server.on('POST', '/cases/case-1/dates/d-1/reschedule', ok(null, 'Your lawyer has it'));
    await addCaseDate('case-1', hearing);
    await updateCaseDate('case-1', 'd-1', { ...hearing, time: '10:00' });
    await cancelCaseDate('case-1', 'd-1', 'The court moved it');
    await expect(askAnotherTime('case-1', 'd-1', 'I travel that week')).resolves.toBe(
      'Your lawyer has it',
    );
    expect(server.requests.map((r) => [r.method, r.json()])).toEqual([
      ['POST', hearing],
      ['PUT', { ...hearing, time: '10:00' }],
      ['POST', { reason: 'The court moved it' }],
      ['POST', { text: 'I travel that week' }],
    ]);
  });

  it('a refusal keeps the server’s words, its code and its field', async () => {
    server.on(
      'POST',
      '/cases/case-1/dates',
      fail(400, 'Iyi tariki n’iyi saha byarenze.', { code: 'caseDate.past', field: 'date' }),
    );
    const error = await apiRejectionOf(addCaseDate('case-1', hearing));
    expect(error).toMatchObject({
      message: 'Iyi tariki n’iyi saha byarenze.',
      code: 'caseDate.past',
      field: 'date',
      status: 400,
    });
  });
});

describe('document request calls', () => {
  it('asks, withdraws and reads the open requests page by page', async () => {
    const request = aDocumentRequest({ id: 'r-1' });
    server.on('POST', '/cases/case-1/document-requests', ok(request));
    server.on('POST', '/cases/case-1/document-requests/r-1/cancel', ok(request));
    server.on(
      'GET',
      '/document-requests/open',
      ok([request], 'OK', { total: 1, page: 2, limit: 5 }),
    );
    await askForDocument('case-1', { name: 'A copy of the land title', dueDate: '2026-12-10' });
    await cancelDocumentRequest('case-1', 'r-1');
    await expect(getOpenDocumentRequests({ page: 2, limit: 5 })).resolves.toEqual({
      items: [request],
      total: 1,
      page: 2,
      limit: 5,
    });
    expect(server.requests[0]?.json()).toEqual({
      name: 'A copy of the land title',
      dueDate: '2026-12-10',
    });
    expect(server.requests[2]?.query.toString()).toBe('page=2&limit=5');
  });

  it('sends a file against a request as multipart, with its progress', async () => {
    server.on('POST', '/cases/case-1/document-requests/r-1/upload', ok(aDocumentRequest()));
    const progress: number[] = [];
    await uploadForRequest('case-1', 'r-1', new File(['%PDF-1.4'], 'title.pdf'), {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(server.requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(server.requests[0]?.body).toContain('filename="title.pdf"');
    expect(progress.at(-1)).toBe(1);
  });
});
