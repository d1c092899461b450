import { act, renderHook, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { sessionStore } from 'shared-api';
import { caseQueries } from '../queries/caseQueries';
import { queryClient } from 'shared-api/queries';
import { useCase, useDeleteCase, useOwnCases, useSubmitCase } from '../queries/useCases';
import { fail, ok, testServerForSuite } from 'shared-api/src/testing/testServer';
import { aCase } from 'shared-api/src/testing/fixtures';
import { resetQueryCache } from 'shared-api/src/testing/queryCache';

const server = testServerForSuite();

let toastError: jest.SpyInstance;
let toastSuccess: jest.SpyInstance;
beforeEach(() => {
  resetQueryCache();
  sessionStore
    .getState()
    .setSession({ token: 'tok-1', userId: 'user-1', email: 'aline@example.com' });
  toastError = jest.spyOn(toast, 'error');
  toastSuccess = jest.spyOn(toast, 'success');
});
afterEach(() => {
  sessionStore.getState().clearSession();
  jest.restoreAllMocks();
  toast.remove();
});

/** A list read earlier and gone stale: what a page shows before the next answer. */
function staleList(cases: ReturnType<typeof aCase>[]) {
  const { queryKey } = caseQueries.userCases('user-1');
  queryClient.setQueryData(queryKey, cases);
  void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}

const calls = () => server.requests.map((r) => `${r.method} ${r.path}`);

describe('the client’s cases list', () => {
  it('loads, then shows the answer, asked with the session’s token', async () => {
    const fresh = [aCase({ _id: 'a' }), aCase({ _id: 'b' })];
    server.on('GET', '/cases/user-1', { ...ok(fresh), delayMs: 30 });
    const { result } = renderHook(() => useOwnCases());
    expect(result.current).toMatchObject({ loading: true, error: null, cases: [] });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ loading: false, error: null, cases: fresh });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('a new answer replaces the list shown', async () => {
    staleList([aCase({ _id: 'old' })]);
    const fresh = [aCase({ _id: 'a' })];
    server.on('GET', '/cases/user-1', { ...ok(fresh), delayMs: 30 });
    const { result } = renderHook(() => useOwnCases());
    expect(result.current.cases.map((c) => c._id)).toEqual(['old']);
    await waitFor(() => expect(result.current.cases).toEqual(fresh));
    expect(result.current).toMatchObject({ loading: false, error: null });
  });

  it('success without a payload gives an empty list', async () => {
    staleList([aCase()]);
    server.on('GET', '/cases/user-1', { body: { status: 'success', message: 'none' } });
    const { result } = renderHook(() => useOwnCases());
    await waitFor(() => expect(result.current.cases).toEqual([]));
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    [fail(403, 'Forbidden'), 'Forbidden'],
    [fail(500), 'Failed to fetch case data'],
  ])('failure %#: shows no list, and the error', async (reply, message) => {
    staleList([aCase()]);
    server.on('GET', '/cases/user-1', reply);
    const { result } = renderHook(() => useOwnCases());
    await waitFor(() => expect(result.current.error).toBe(message));
    expect(result.current).toMatchObject({ loading: false, error: message, cases: [] });
  });

  it('without a token asks nothing and shows nothing', async () => {
    sessionStore.getState().clearSession();
    const { result } = renderHook(() => useOwnCases());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
    expect(result.current).toMatchObject({ loading: false, error: null, cases: [] });
  });
});

describe('one case', () => {
  it('another case shows nothing of the last while it loads; then the answer', async () => {
    server.on('GET', '/cases/singleCase/old', ok(aCase({ _id: 'old' })));
    const one = aCase({ _id: 'case-7' });
    server.on('GET', '/cases/singleCase/case-7', { ...ok(one), delayMs: 30 });
    const { result, rerender } = renderHook(({ id }) => useCase(id), {
      initialProps: { id: 'old' },
    });
    await waitFor(() => expect(result.current.item?._id).toBe('old'));
    rerender({ id: 'case-7' });
    expect(result.current).toMatchObject({ item: null, loading: true, error: null });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ item: one, loading: false });
  });

  it.each([
    [fail(404, 'Case not found'), 'Case not found'],
    [fail(500), 'Failed to fetch case'],
  ])('failure %#: no case, and the error', async (reply, message) => {
    server.on('GET', '/cases/singleCase/case-7', reply);
    const { result } = renderHook(() => useCase('case-7'));
    await waitFor(() => expect(result.current.error).toBe(message));
    expect(result.current).toMatchObject({ item: null, loading: false, error: message });
  });

  it('no id asks nothing', async () => {
    const { result } = renderHook(() => useCase(null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
    expect(result.current).toMatchObject({ item: null, loading: false, error: null });
  });
});

describe('deleting a case (removed by the id answered; one text for every failure)', () => {
  it('success removes the case whose id the server answers and toasts', async () => {
    server.on(
      'GET',
      '/cases/user-1',
      ok([aCase({ _id: 'a' }), aCase({ _id: 'b' }), aCase({ _id: 'c' })]),
    );
    server.on('DELETE', '/cases/b', { ...ok('b'), delayMs: 300 });
    const { result } = renderHook(() => ({ list: useOwnCases(), deletion: useDeleteCase() }));
    await waitFor(() => expect(result.current.list.cases).toHaveLength(3));
    let running: Promise<boolean> = Promise.resolve(false);
    act(() => {
      running = result.current.deletion.remove('b');
    });
    await waitFor(() => expect(result.current.deletion.deleting).toBe(true));
    await act(async () => {
      await expect(running).resolves.toBe(true);
    });
    await waitFor(() => expect(result.current.deletion.deleting).toBe(false));
    expect(result.current.list.cases.map((c) => c._id)).toEqual(['a', 'c']);
    expect(toastSuccess).toHaveBeenCalledWith('Case deleted successfully');
    expect(toastError).not.toHaveBeenCalled();
    // The answer said which case went: the list is not asked again for it.
    expect(calls()).toEqual(['GET /cases/user-1', 'DELETE /cases/b']);
  });

  it('failure toasts "Failed to delete case" and keeps the list', async () => {
    server.on('GET', '/cases/user-1', ok([aCase({ _id: 'a' })]));
    server.on('DELETE', '/cases/a', fail(403, 'Not your case'));
    const { result } = renderHook(() => ({ list: useOwnCases(), deletion: useDeleteCase() }));
    await waitFor(() => expect(result.current.list.cases).toHaveLength(1));
    await act(async () => {
      await expect(result.current.deletion.remove('a')).resolves.toBe(false);
    });
    await waitFor(() => expect(result.current.deletion.deleting).toBe(false));
    expect(toastError).toHaveBeenCalledWith('Failed to delete case');
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(result.current.list.cases).toHaveLength(1);
  });
});

describe('submitting a case (rules first, then the call; the list fetched again on success)', () => {
  const file = new File(['%PDF-1.4'], 'deed.pdf', { type: 'application/pdf' });
  const input = { caseType: 'Civil matters', caseSubtype: 'Land', summary: 'Boundary', file };

  it('success resolves true and fetches the cases of the stored userId again', async () => {
    const created = aCase({ _id: 'new' });
    server.on('POST', '/cases/register', { ...ok(created, 'Case submitted'), delayMs: 300 });
    server.on('GET', '/cases/user-1', ok([created]));
    const { result } = renderHook(() => useSubmitCase());
    let running: Promise<boolean> = Promise.resolve(false);
    act(() => {
      running = result.current.submit(input);
    });
    await waitFor(() => expect(result.current.sending).toBe(true));
    expect(result.current).toMatchObject({ sending: true, error: null });
    await act(async () => {
      await expect(running).resolves.toBe(true);
    });
    await waitFor(() => expect(result.current.sending).toBe(false));
    expect(result.current).toMatchObject({ sending: false, error: null, progress: 1 });
    expect(calls()).toEqual(['POST /cases/register', 'GET /cases/user-1']);
    // The list a page shows next is that answer, not asked for again.
    const { result: list } = renderHook(() => useOwnCases());
    expect(list.current.cases).toEqual([created]);
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    [fail(415, 'This file type is not accepted'), 'This file type is not accepted'],
    [fail(500), 'Failed to submit case data'],
  ])('failure %#: keeps and toasts the message, no refetch', async (reply, message) => {
    server.on('POST', '/cases/register', reply);
    const { result } = renderHook(() => useSubmitCase());
    await act(async () => {
      await expect(result.current.submit(input)).resolves.toBe(false);
    });
    await waitFor(() => expect(result.current.sending).toBe(false));
    expect(result.current).toMatchObject({ sending: false, error: message });
    expect(toastError).toHaveBeenCalledWith(message, expect.anything());
    expect(server.requests).toHaveLength(1);
  });

  it('sends nothing when a submit-case rule fails', async () => {
    const { result } = renderHook(() => useSubmitCase());
    await act(async () => {
      await expect(result.current.submit({ ...input, summary: ' ' })).resolves.toBe(false);
    });
    expect(result.current).toMatchObject({
      error: 'Please provide a case summary.',
      errorField: 'summary',
    });
    expect(toastError).toHaveBeenCalledWith('Please provide a case summary.', expect.anything());
    expect(server.requests).toHaveLength(0);
  });

  it('reset goes back to the start', async () => {
    server.on('POST', '/cases/register', ok(aCase(), 'Case submitted'));
    server.on('GET', '/cases/user-1', ok([]));
    const { result } = renderHook(() => useSubmitCase());
    await act(async () => {
      await result.current.submit(input);
    });
    expect(result.current.progress).toBe(1);
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.sending).toBe(false));
    expect(result.current).toMatchObject({
      error: null,
      errorField: null,
      progress: 0,
      sending: false,
    });

    await act(async () => {
      await result.current.submit({ ...input, summary: '' });
    });
    expect(result.current.error).toBe('Please provide a case summary.');
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.sending).toBe(false));
    expect(result.current).toMatchObject({
      error: null,
      errorField: null,
      progress: 0,
      sending: false,
    });
  });
});
