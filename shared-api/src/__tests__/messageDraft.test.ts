import { sessionStore } from '../session/sessionStore';
import { messagesStore } from '../stores/messagesStore';
import { ok, testServerForSuite } from '../testing/testServer';

const server = testServerForSuite();

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.getState().setSession({ token: 'tok-1', userId: 'user-1', email: 'a@example.com' });
  messagesStore.getState().reset();
  server.on('GET', '/cases/case-1/messages', ok({ case: { caseId: 'case-1' }, messages: [] }));
});
afterEach(() => sessionStore.getState().clearSession());

describe('the composer’s draft outlives an expired session', () => {
  it('is back in the thread after the same user signs in again', async () => {
    messagesStore.getState().setDraft('case-1', 'A reply half written');
    sessionStore.getState().clearSession('expired'); // the store empties itself for a new user
    expect(messagesStore.getState().drafts['case-1']).toBeUndefined();

    sessionStore
      .getState()
      .setSession({ token: 'tok-2', userId: 'user-1', email: 'a@example.com' });
    await messagesStore.getState().openThread('case-1');
    expect(messagesStore.getState().drafts['case-1']).toBe('A reply half written');
  });

  it('is gone once sent, and never shown to another user', async () => {
    messagesStore.getState().setDraft('case-1', 'Thanks');
    server.on('POST', '/cases/case-1/messages', () => ({
      status: 201,
      body: { status: 'success', message: 'Message sent', data: null },
    }));
    await messagesStore.getState().send('case-1', { text: 'Thanks' });
    messagesStore.getState().reset();
    await messagesStore.getState().openThread('case-1');
    expect(messagesStore.getState().drafts['case-1']).toBeUndefined();

    messagesStore.getState().setDraft('case-1', 'Private');
    sessionStore.getState().clearSession('expired');
    sessionStore
      .getState()
      .setSession({ token: 'tok-3', userId: 'user-2', email: 'b@example.com' });
    await messagesStore.getState().openThread('case-1');
    expect(messagesStore.getState().drafts['case-1']).toBeUndefined();
  });
});
