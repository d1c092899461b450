import type * as SessionModule from '../session/sessionStore';
import { readDraft, writeDraft } from '../drafts/draftStorage';
import { keepReturnPath, takeReturnPath } from '../session/returnPath';

function tokenWith(payload: object): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(payload)}.sig`;
}
const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;

/** A fresh copy of the store module, started on what localStorage holds now (as a page load). */
function loadStore(): typeof SessionModule {
  let loaded: typeof SessionModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof SessionModule>('../session/sessionStore');
  });
  return loaded!;
}

function storeSession(token: string) {
  localStorage.setItem('token', token);
  localStorage.setItem('userId', 'user-1');
  localStorage.setItem('email', 'a@example.com');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the session as a page load finds it', () => {
  it('a live token is the session, with its role and expiry', () => {
    const exp = inSeconds(3600);
    const token = tokenWith({ role: 'admin', exp });
    storeSession(token);
    expect(loadStore().sessionStore.getState()).toMatchObject({
      token,
      userId: 'user-1',
      role: 'admin',
      expiresAt: exp * 1000,
      endedBy: null,
    });
  });

  it.each([
    ['garbage', 'garbage', 'unreadable'],
    ['role-less', tokenWith({ exp: inSeconds(3600) }), 'unreadable'],
    ['expired', tokenWith({ role: 'admin', exp: inSeconds(-60) }), 'expired'],
  ])('a %s token is no session, and it is removed', (_name, token, endedBy) => {
    storeSession(token);
    expect(loadStore().sessionStore.getState()).toMatchObject({
      token: null,
      userId: null,
      role: null,
      endedBy,
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });
});

describe('the end of a session', () => {
  it('the session ends by itself when the token expires', () => {
    jest.useFakeTimers();
    storeSession(tokenWith({ role: 'client', exp: inSeconds(600) }));
    const { sessionStore } = loadStore();
    jest.advanceTimersByTime(599_000);
    expect(sessionStore.getState().token).not.toBeNull();
    jest.advanceTimersByTime(1_000);
    expect(sessionStore.getState()).toMatchObject({ token: null, endedBy: 'expired' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('an expired or refused session keeps the drafts and the kept page; a logout forgets both', () => {
    const { sessionStore } = loadStore();
    for (const reason of ['expired', 'refused'] as const) {
      sessionStore.getState().setSession({ token: 't', userId: 'user-1', email: 'a@example.com' });
      writeDraft('user-1', 'submit-case', { summary: 'typed' });
      sessionStore.getState().clearSession(reason);
      expect(sessionStore.getState().endedBy).toBe(reason);
      expect(readDraft('user-1', 'submit-case')).toEqual({ summary: 'typed' });
    }
    sessionStore.getState().setSession({ token: 't', userId: 'user-1', email: 'a@example.com' });
    keepReturnPath('/profile', ['client'], 'user-1');
    sessionStore.getState().clearSession();
    expect(sessionStore.getState().endedBy).toBe('logout');
    expect(readDraft('user-1', 'submit-case')).toBeUndefined();
    expect(takeReturnPath('client', 'user-1', '/user-dashboard')).toBe('/user-dashboard');
  });

  it('a new login starts a session that has not ended', () => {
    const { sessionStore } = loadStore();
    sessionStore.getState().clearSession('expired');
    const token = tokenWith({ role: 'adminStaff', exp: inSeconds(60) });
    sessionStore.getState().setSession({ token, userId: 'l1', email: 'l@example.com' });
    expect(sessionStore.getState()).toMatchObject({ role: 'adminStaff', endedBy: null });
  });
});

describe('another tab', () => {
  it('signing in and out there is followed here', () => {
    const { sessionStore } = loadStore();
    const exp = inSeconds(3600);
    const token = tokenWith({ role: 'client', exp });
    storeSession(token);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(sessionStore.getState()).toMatchObject({
      token,
      userId: 'user-1',
      email: 'a@example.com',
      role: 'client',
      expiresAt: exp * 1000,
      endedBy: null,
    });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(sessionStore.getState()).toMatchObject({
      token: null,
      userId: null,
      email: null,
      role: null,
      endedBy: null,
    });
  });
});
