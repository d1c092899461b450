import { act, renderHook, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MAX_UPLOAD_BYTES } from 'shared-contract';
import { sessionStore } from 'shared-api';
import { useCase, useSubmitCase } from '../queries/useCases';
import { fail, ok, testServerForSuite } from 'shared-api/src/testing/testServer';
import { aCase } from 'shared-api/src/testing/fixtures';
import { resetQueryCache } from 'shared-api/src/testing/queryCache';

const server = testServerForSuite();
let toastError: jest.SpyInstance;
beforeEach(() => {
  resetQueryCache();
  sessionStore
    .getState()
    .setSession({ token: 'tok-1', userId: 'user-1', email: 'aline@example.com' });
  toastError = jest.spyOn(toast, 'error');
});
afterEach(() => {
  sessionStore.getState().clearSession();
  jest.restoreAllMocks();
  toast.remove();
});

const fields = { caseType: 'Civil matters', caseSubtype: 'Land', summary: 'Boundary stones' };

/** Submits once and waits for the outcome. */
async function submitted(file: File) {
  const hook = renderHook(() => useSubmitCase());
  await act(async () => {
    await hook.result.current.submit({ ...fields, file });
  });
  return hook.result;
}

describe('submitting a case: the upload limit and a cancelled upload', () => {
  it('refuses a file over the limit before sending anything, on the file field', async () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.pdf');
    const { result } = renderHook(() => useSubmitCase());
    await act(async () => {
      await expect(result.current.submit({ ...fields, file: big })).resolves.toBe(false);
    });
    expect(result.current).toMatchObject({
      error: 'File too large. The maximum size is 10 MB.',
      errorField: 'file',
    });
    expect(server.requests).toEqual([]);
  });

  it('cancel() aborts the running upload: not added, not sending, no error, no toast', async () => {
    server.on('POST', '/cases/register', { ...ok(aCase(), 'Case submitted'), delayMs: 1_200 });
    const file = new File(['%PDF-1.4'], 'deed.pdf');
    const { result } = renderHook(() => useSubmitCase());
    let running: Promise<boolean> = Promise.resolve(true);
    act(() => {
      running = result.current.submit({ ...fields, file });
    });
    await waitFor(() => expect(result.current.sending).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    act(() => result.current.cancel());
    await act(async () => {
      await expect(running).resolves.toBe(false);
    });
    await waitFor(() => expect(result.current.sending).toBe(false));
    expect(result.current).toMatchObject({
      sending: false,
      error: null,
      errorField: null,
      progress: 0,
    });
    expect(toastError).not.toHaveBeenCalled();
    // The list is not fetched again: nothing was added.
    expect(server.requests.filter((r) => r.method === 'GET')).toEqual([]);
  });

  it('cancel() with nothing running does nothing', () => {
    const { result } = renderHook(() => useSubmitCase());
    expect(() => result.current.cancel()).not.toThrow();
    expect(result.current.sending).toBe(false);
  });
});

describe('one case: not found', () => {
  it.each([
    [fail(404, 'Case not found'), true],
    [
      fail(400, 'Invalid request: params/id must match format "uuid"', {
        code: 'request.invalidField',
        field: 'id',
      }),
      true,
    ],
    [fail(403, 'You are not allowed to view this case.', { code: 'case.viewRefused' }), false],
    [fail(500), false],
  ])('%p -> notFound %p', async (reply, notFound) => {
    server.on('GET', '/cases/singleCase/x-1', reply);
    const { result } = renderHook(() => useCase('x-1'));
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current).toMatchObject({ notFound, item: null });
  });

  it('a later successful read clears it', async () => {
    server.on('GET', '/cases/singleCase/x-1', fail(404, 'Case not found'));
    server.on('GET', '/cases/singleCase/x-2', ok(aCase({ _id: 'x-2' })));
    const { result, rerender } = renderHook(({ id }) => useCase(id), {
      initialProps: { id: 'x-1' },
    });
    await waitFor(() => expect(result.current.notFound).toBe(true));
    rerender({ id: 'x-2' });
    await waitFor(() => expect(result.current.item?._id).toBe('x-2'));
    expect(result.current).toMatchObject({ notFound: false, error: null });
  });
});

describe('submitting a case: a refusal goes beside the field the server names, in any language', () => {
  it('a translated rule refusal with its field is the field’s error', async () => {
    server.on('POST', '/cases/register', {
      status: 400,
      body: { status: 'error', message: 'Veuillez saisir un résumé du dossier.', field: 'summary' },
    });
    const result = await submitted(new File(['x'], 'a.txt'));
    expect(result.current).toMatchObject({
      error: 'Veuillez saisir un résumé du dossier.',
      errorField: 'summary',
    });
  });

  it('the field is the one the server names, never guessed from the English text', async () => {
    server.on(
      'POST',
      '/cases/register',
      fail(400, 'Please select a case subtype.', {
        code: 'case.subtypeRequired',
        field: 'caseSubtype',
      }),
    );
    expect((await submitted(new File(['x'], 'a.txt'))).current.errorField).toBe('caseSubtype');
    server.on('POST', '/cases/register', fail(400, 'Please select a case subtype.'));
    expect((await submitted(new File(['x'], 'a.txt'))).current.errorField).toBeNull();
  });

  it('a refusal no field owns is no field’s', async () => {
    server.on('POST', '/cases/register', fail(403, 'Ntimwemerewe iki gikorwa.'));
    const result = await submitted(new File(['x'], 'a.txt'));
    expect(result.current.errorField).toBeNull();
  });

  it('a file the server finds too large (413) is the file’s, whatever limit its text names', async () => {
    server.on('POST', '/cases/register', fail(413, 'Request body is too large'));
    const result = await submitted(new File(['x'], 'a.pdf'));
    expect(result.current).toMatchObject({
      error: 'Request body is too large',
      errorField: 'file',
    });
    expect(toastError).toHaveBeenCalledWith('Request body is too large', expect.anything());
  });
});
