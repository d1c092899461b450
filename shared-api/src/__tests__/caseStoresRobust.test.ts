import toast from 'react-hot-toast';
import { MAX_UPLOAD_BYTES } from 'shared-contract';
import { sessionStore } from '../session/sessionStore';
import { addCaseStore } from '../stores/addCaseStore';
import { singleCaseStore } from '../stores/singleCaseStore';
import { fail, ok, testServerForSuite } from '../testing/testServer';
import { aCase } from '../testing/fixtures';
import { resetQueryCache } from '../testing/queryCache';

const server = testServerForSuite();
let toastError: jest.SpyInstance;
beforeEach(() => {
  resetQueryCache();
  addCaseStore.setState(addCaseStore.getInitialState(), true);
  singleCaseStore.setState(singleCaseStore.getInitialState(), true);
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

describe('addCaseStore: the upload limit and a cancelled upload', () => {
  it('refuses a file over the limit before sending anything', async () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.pdf');
    await expect(addCaseStore.getState().addCase({ ...fields, file: big })).resolves.toBe(false);
    expect(addCaseStore.getState().error).toBe('File too large. The maximum size is 10 MB.');
    expect(server.requests).toEqual([]);
  });

  it('cancel() aborts the running upload: not added, not loading, no error, no toast', async () => {
    server.on('POST', '/cases/register', { ...ok(aCase(), 'Case submitted'), delayMs: 1_200 });
    const file = new File(['%PDF-1.4'], 'deed.pdf');
    const running = addCaseStore.getState().addCase({ ...fields, file });
    expect(addCaseStore.getState().loading).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    addCaseStore.getState().cancel();
    await expect(running).resolves.toBe(false);
    expect(addCaseStore.getState()).toMatchObject({
      loading: false,
      addsuccess: false,
      error: null,
      progress: 0,
    });
    expect(toastError).not.toHaveBeenCalled();
    // The list is not fetched again: nothing was added.
    expect(server.requests.filter((r) => r.method === 'GET')).toEqual([]);
  });

  it('cancel() with nothing running does nothing', () => {
    expect(() => addCaseStore.getState().cancel()).not.toThrow();
    expect(addCaseStore.getState().loading).toBe(false);
  });
});

describe('singleCaseStore.notFound', () => {
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
    await singleCaseStore.getState().fetchSingleCase('x-1');
    expect(singleCaseStore.getState()).toMatchObject({ notFound, singleCaseData: null });
    expect(singleCaseStore.getState().error).toBeTruthy();
  });

  it('a later successful fetch clears it', async () => {
    server.on('GET', '/cases/singleCase/x-1', fail(404, 'Case not found'));
    await singleCaseStore.getState().fetchSingleCase('x-1');
    server.on('GET', '/cases/singleCase/x-2', ok(aCase({ _id: 'x-2' })));
    await singleCaseStore.getState().fetchSingleCase('x-2');
    expect(singleCaseStore.getState()).toMatchObject({ notFound: false, error: null });
  });
});

describe('addCaseStore: a refusal goes beside the field the server names, in any language', () => {
  it('a translated rule refusal with its field is the field’s error', async () => {
    server.on('POST', '/cases/register', {
      status: 400,
      body: { status: 'error', message: 'Veuillez saisir un résumé du dossier.', field: 'summary' },
    });
    await addCaseStore.getState().addCase({ ...fields, file: new File(['x'], 'a.txt') });
    expect(addCaseStore.getState()).toMatchObject({
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
    await addCaseStore.getState().addCase({ ...fields, file: new File(['x'], 'a.txt') });
    expect(addCaseStore.getState().errorField).toBe('caseSubtype');
    server.on('POST', '/cases/register', fail(400, 'Please select a case subtype.'));
    await addCaseStore.getState().addCase({ ...fields, file: new File(['x'], 'a.txt') });
    expect(addCaseStore.getState().errorField).toBeNull();
  });

  it('a refusal no field owns is no field’s', async () => {
    server.on('POST', '/cases/register', fail(403, 'Ntimwemerewe iki gikorwa.'));
    await addCaseStore.getState().addCase({ ...fields, file: new File(['x'], 'a.txt') });
    expect(addCaseStore.getState().errorField).toBeNull();
  });
});
