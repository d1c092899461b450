import { ApiError } from 'shared-api';
import {
  downloadCaseFile,
  getSingleCase,
  isCaseNotFound,
  submitCase,
  updateCase,
} from '../calls/cases';
import {
  rejectionOf,
  signedInForEachTest,
  fail,
  ok,
  testServerForSuite,
} from 'shared-api/src/testing/testServer';
import { aCase } from 'shared-api/src/testing/fixtures';

const server = testServerForSuite();
signedInForEachTest();

function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('isCaseNotFound: the one road from "no such case" answers to the not-found state', () => {
  it.each([
    [fail(404, 'Case not found', { code: 'case.notFound' }), true],
    [
      fail(400, 'Invalid request: params/id must match format "uuid"', {
        code: 'request.invalidField',
        field: 'id',
      }),
      true,
    ],
    [
      fail(400, 'Invalid request: params/caseId must match format "uuid"', {
        code: 'request.invalidField',
        field: 'caseId',
      }),
      true,
    ],
    // Said in Kinyarwanda: the code and the field decide, not the words.
    [
      fail(400, 'Ubusabe ntibwemewe: agaciro ka «id» ntikemewe.', {
        code: 'request.invalidField',
        field: 'id',
      }),
      true,
    ],
    [
      fail(400, 'Invalid request: body/summary must be string', {
        code: 'request.invalidField',
        field: 'summary',
      }),
      false,
    ],
    [
      fail(400, 'Please select a case type.', { code: 'case.typeRequired', field: 'caseType' }),
      false,
    ],
    [fail(403, 'You are not allowed to view this case.', { code: 'case.viewRefused' }), false],
    [fail(500), false],
  ])('%p -> %p', async (reply, expected) => {
    server.on('GET', '/cases/singleCase/some-id', reply);
    expect(isCaseNotFound(await rejectionOf(getSingleCase('some-id')))).toBe(expected);
  });

  it('the error names the code and the field of the refusal, and no code the contract lacks', async () => {
    server.on(
      'GET',
      '/cases/singleCase/some-id',
      fail(404, 'Ikirego ntikibonetse.', { code: 'case.notFound' }),
    );
    const refused = await rejectionOf(getSingleCase('some-id'));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, code: 'case.notFound', field: undefined });
    server.on(
      'GET',
      '/cases/singleCase/some-id',
      fail(400, 'Nope.', { code: 'no.suchCode', field: 'id' }),
    );
    expect(await rejectionOf(getSingleCase('some-id'))).toMatchObject({
      code: undefined,
      field: 'id',
    });
  });

  it('a server that never answered is not a missing case', () => {
    expect(isCaseNotFound(new ApiError('Network Error'))).toBe(false);
    expect(isCaseNotFound(new Error('boom'))).toBe(false);
  });
});

describe('downloadCaseFile: a fresh signed link at the moment of the click', () => {
  it('asks for the case again, then fetches the bytes from its fresh link without the token', async () => {
    const fresh = `${server.url}/files/key-1?exp=999&sig=fresh`;
    server.on('GET', '/cases/singleCase/case-1', ok(aCase({ file: fresh, fileName: 'deed.pdf' })));
    server.on('GET', '/files/key-1', ok('the bytes'));
    const download = await downloadCaseFile('case-1');
    expect(download.url).toBe(fresh);
    expect(download.fileName).toBe('deed.pdf');
    expect(await textOf(download.blob)).toContain('the bytes');
    const [caseCall, fileCall] = server.requests;
    expect(caseCall?.headers.authorization).toBe('Bearer tok-1');
    expect(fileCall?.query.get('sig')).toBe('fresh');
    expect(fileCall?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['the case is gone', fail(404, 'Case not found'), undefined, 'Case not found'],
    [
      'the user may no longer see it',
      fail(403, 'You are not allowed to view this case.'),
      undefined,
      'You are not allowed to view this case.',
    ],
    [
      'the file link is refused',
      undefined,
      fail(403, 'This download link is invalid or has expired.'),
      'The file could not be downloaded. Please try again.',
    ],
  ])('fails with a message when %s', async (_, caseReply, fileReply, message) => {
    server.on(
      'GET',
      '/cases/singleCase/case-1',
      caseReply ?? ok(aCase({ file: `${server.url}/files/key-1?exp=1&sig=s` })),
    );
    if (fileReply) server.on('GET', '/files/key-1', fileReply);
    const error = await rejectionOf(downloadCaseFile('case-1'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
  });

  it('a case without a file says so', async () => {
    server.on('GET', '/cases/singleCase/case-1', ok(aCase({ file: null })));
    const error = await rejectionOf(downloadCaseFile('case-1'));
    expect((error as ApiError).message).toBe('This case has no file.');
  });
});

describe('uploads can be aborted', () => {
  const file = new File(['%PDF-1.4 hello'], 'deed.pdf', { type: 'application/pdf' });
  const fields = { caseType: 'Civil matters', caseSubtype: 'Land', summary: 'Boundary' };

  it('submitCase rejects once its signal aborts, before the server answers', async () => {
    server.on('POST', '/cases/register', { ...ok(aCase(), 'Case submitted'), delayMs: 1_200 });
    const controller = new AbortController();
    const running = submitCase({ ...fields, file }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    await rejectionOf(running);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('updateCase with a new file reports progress and can be aborted too', async () => {
    server.on('PUT', '/cases/case-1', ok(aCase(), 'Case updated'));
    const progress: number[] = [];
    await expect(
      updateCase('case-1', { ...fields, file }, { onProgress: (f) => progress.push(f) }),
    ).resolves.toBe('Case updated');
    expect(progress.at(-1)).toBe(1);

    server.on('PUT', '/cases/case-1', { ...ok(aCase(), 'Case updated'), delayMs: 1_200 });
    const controller = new AbortController();
    const running = updateCase('case-1', { ...fields, file }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await rejectionOf(running);
  });
});
