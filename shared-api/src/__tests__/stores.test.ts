import toast from 'react-hot-toast';
import { sessionStore } from '../session/sessionStore';
import { userStore } from '../stores/userStore';
import { casesStore } from '../stores/casesStore';
import { singleCaseStore } from '../stores/singleCaseStore';
import { deleteCaseStore } from '../stores/deleteCaseStore';
import { addCaseStore } from '../stores/addCaseStore';
import { fail, ok, testServerForSuite } from '../testing/testServer';
import { aCase } from '../testing/fixtures';
import { resetQueryCache } from '../testing/queryCache';

const server = testServerForSuite();

let toastError: jest.SpyInstance;
let toastSuccess: jest.SpyInstance;
beforeEach(() => {
  resetQueryCache();
  userStore.setState(userStore.getInitialState(), true);
  casesStore.setState(casesStore.getInitialState(), true);
  singleCaseStore.setState(singleCaseStore.getInitialState(), true);
  deleteCaseStore.setState(deleteCaseStore.getInitialState(), true);
  addCaseStore.setState(addCaseStore.getInitialState(), true);
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

const user = {
  userId: 'user-1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
};

describe('user store', () => {
  it('pending sets loading and clears the error; success stores the data', async () => {
    userStore.setState({ error: 'old' });
    server.on('GET', '/users/user-1', { ...ok(user), delayMs: 30 });
    const running = userStore.getState().fetchUser('user-1');
    expect(userStore.getState()).toMatchObject({ loading: true, error: null });
    await running;
    expect(userStore.getState()).toMatchObject({ loading: false, error: null, userData: user });
  });

  it.each([
    [fail(404, 'User not found'), 'User not found'],
    [fail(500), 'Failed to fetch user data'],
  ])('failure %#: stores the error, clears the data, toasts it', async (reply, message) => {
    userStore.setState({ userData: user as never });
    server.on('GET', '/users/user-1', reply);
    await userStore.getState().fetchUser('user-1');
    expect(userStore.getState()).toMatchObject({ loading: false, error: message, userData: null });
    expect(toastError).toHaveBeenCalledWith(message);
  });

  it('clear resets the user data', () => {
    userStore.setState({ userData: user as never, error: 'x' });
    userStore.getState().clear();
    expect(userStore.getState()).toMatchObject({ userData: null, error: null, loading: false });
  });
});

describe('cases list store', () => {
  it('pending, then success replaces the list', async () => {
    casesStore.setState({ cases: [aCase({ _id: 'old' })], error: 'old' });
    const fresh = [aCase({ _id: 'a' }), aCase({ _id: 'b' })];
    server.on('GET', '/cases/user-1', { ...ok(fresh), delayMs: 30 });
    const running = casesStore.getState().fetchCases('user-1');
    expect(casesStore.getState()).toMatchObject({ loading: true, error: null });
    await running;
    expect(casesStore.getState()).toMatchObject({ loading: false, error: null, cases: fresh });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('success without a payload gives an empty list', async () => {
    casesStore.setState({ cases: [aCase()] });
    server.on('GET', '/cases/user-1', { body: { status: 'success', message: 'none' } });
    await casesStore.getState().fetchCases('user-1');
    expect(casesStore.getState().cases).toEqual([]);
  });

  it.each([
    [fail(403, 'Forbidden'), 'Forbidden'],
    [fail(500), 'Failed to fetch case data'],
  ])('failure %#: empties the list and stores the error', async (reply, message) => {
    casesStore.setState({ cases: [aCase()] });
    server.on('GET', '/cases/user-1', reply);
    await casesStore.getState().fetchCases('user-1');
    expect(casesStore.getState()).toMatchObject({ loading: false, error: message, cases: [] });
  });

  it('without a token does nothing but log "No token found"', async () => {
    sessionStore.getState().clearSession();
    const before = casesStore.getState();
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await casesStore.getState().fetchCases('user-1');
    expect(log).toHaveBeenCalledWith('No token found');
    expect(server.requests).toHaveLength(0);
    expect(casesStore.getState()).toBe(before);
  });
});

describe('single case store', () => {
  it('pending empties the data; success stores it', async () => {
    singleCaseStore.setState({ singleCaseData: aCase({ _id: 'old' }), error: 'old' });
    const one = aCase({ _id: 'case-7' });
    server.on('GET', '/cases/singleCase/case-7', { ...ok(one), delayMs: 30 });
    const running = singleCaseStore.getState().fetchSingleCase('case-7');
    expect(singleCaseStore.getState()).toMatchObject({
      singleCaseData: null,
      loading: true,
      error: null,
    });
    await running;
    expect(singleCaseStore.getState()).toMatchObject({ singleCaseData: one, loading: false });
  });

  it.each([
    [fail(404, 'Case not found'), 'Case not found'],
    [fail(500), 'Failed to fetch case'],
  ])('failure %#: empties the data and stores the error', async (reply, message) => {
    server.on('GET', '/cases/singleCase/case-7', reply);
    await singleCaseStore.getState().fetchSingleCase('case-7');
    expect(singleCaseStore.getState()).toMatchObject({
      singleCaseData: null,
      loading: false,
      error: message,
    });
  });
});

describe('delete case store (removes by id; one text for every failure)', () => {
  it('success removes the case whose id the server answers and toasts', async () => {
    casesStore.setState({ cases: [aCase({ _id: 'a' }), aCase({ _id: 'b' }), aCase({ _id: 'c' })] });
    server.on('DELETE', '/cases/b', { ...ok('b'), delayMs: 30 });
    const running = deleteCaseStore.getState().deleteCase('b');
    expect(deleteCaseStore.getState().loading).toBe(true);
    await expect(running).resolves.toBe(true);
    expect(deleteCaseStore.getState()).toMatchObject({ loading: false, error: null });
    expect(casesStore.getState().cases.map((c) => c._id)).toEqual(['a', 'c']);
    expect(toastSuccess).toHaveBeenCalledWith('Case deleted successfully');
  });

  it('failure stores and toasts "Failed to delete case" and keeps the list', async () => {
    casesStore.setState({ cases: [aCase({ _id: 'a' })] });
    server.on('DELETE', '/cases/a', fail(403, 'Not your case'));
    await expect(deleteCaseStore.getState().deleteCase('a')).resolves.toBe(false);
    expect(deleteCaseStore.getState()).toMatchObject({
      loading: false,
      error: 'Failed to delete case',
    });
    expect(toastError).toHaveBeenCalledWith('Failed to delete case');
    expect(casesStore.getState().cases).toHaveLength(1);
  });
});

describe('add case store (rules first, then the call; re-fetch on success)', () => {
  const file = new File(['%PDF-1.4'], 'deed.pdf', { type: 'application/pdf' });
  const input = { caseType: 'Civil matters', caseSubtype: 'Land', summary: 'Boundary', file };

  it('success sets addsuccess and re-fetches the cases of the stored userId', async () => {
    const created = aCase({ _id: 'new' });
    server.on('POST', '/cases/register', { ...ok(created, 'Case submitted'), delayMs: 30 });
    server.on('GET', '/cases/user-1', ok([created]));
    const running = addCaseStore.getState().addCase(input);
    expect(addCaseStore.getState()).toMatchObject({
      loading: true,
      addsuccess: false,
      error: null,
    });
    await expect(running).resolves.toBe(true);
    expect(addCaseStore.getState()).toMatchObject({
      loading: false,
      addsuccess: true,
      error: null,
      progress: 1,
    });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /cases/register',
      'GET /cases/user-1',
    ]);
    expect(casesStore.getState().cases).toEqual([created]);
  });

  it.each([
    [fail(415, 'This file type is not accepted'), 'This file type is not accepted'],
    [fail(500), 'Failed to submit case data'],
  ])('failure %#: stores and toasts the message, no refetch', async (reply, message) => {
    server.on('POST', '/cases/register', reply);
    await expect(addCaseStore.getState().addCase(input)).resolves.toBe(false);
    expect(addCaseStore.getState()).toMatchObject({
      loading: false,
      addsuccess: false,
      error: message,
    });
    expect(toastError).toHaveBeenCalledWith(message, expect.anything());
    expect(server.requests).toHaveLength(1);
  });

  it('sends nothing when a submit-case rule fails', async () => {
    await expect(addCaseStore.getState().addCase({ ...input, summary: ' ' })).resolves.toBe(false);
    expect(addCaseStore.getState().error).toBe('Please provide a case summary.');
    expect(toastError).toHaveBeenCalledWith('Please provide a case summary.', expect.anything());
    expect(server.requests).toHaveLength(0);
  });

  it('reset goes back to the start', () => {
    addCaseStore.setState({ addsuccess: true, error: 'x', progress: 1 });
    addCaseStore.getState().reset();
    expect(addCaseStore.getState()).toMatchObject({
      addsuccess: false,
      error: null,
      progress: 0,
      loading: false,
    });
  });
});
