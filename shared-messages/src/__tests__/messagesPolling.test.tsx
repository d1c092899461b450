import { act, renderHook } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { sessionStore } from 'shared-api';
import { messageQueries, UNREAD_POLL_MS } from '../queries/messageQueries';
import { queryClient } from 'shared-api/queries';
import { useUnreadCount } from '../queries/useMessages';
import { fakeApi, ok, signIn, type FakeRequest } from 'shared-api/src/testing/fakeApi';

let visibility: DocumentVisibilityState = 'visible';
let requests: FakeRequest[] = [];
const polls = () => requests.filter((r) => r.url === '/messages/unread').length;

beforeEach(() => {
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  jest.useFakeTimers();
  signIn();
  requests = fakeApi((request) =>
    request.url === '/messages/unread' ? ok({ total: 2, byCase: { 'case-1': 2 } }) : undefined,
  );
});
afterEach(() => {
  sessionStore.getState().clearSession();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Lets the clock run, and the answers it asked for arrive. */
async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const setVisibility = async (value: DocumentVisibilityState) => {
  visibility = value;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
  });
};

describe('the unread count', () => {
  it('is asked at once and every UNREAD_POLL_MS (3.5 s) while the tab is visible', async () => {
    const { result } = renderHook(() => useUnreadCount());
    await wait(0);
    expect(polls()).toBe(1);
    expect(result.current).toBe(2);
    await wait(UNREAD_POLL_MS - 1);
    expect(polls()).toBe(1);
    await wait(1);
    expect(polls()).toBe(2);
    await wait(UNREAD_POLL_MS * 2);
    expect(polls()).toBe(4);
  });

  it('is not asked once the session ended, even by a poll not yet rendered without it', async () => {
    // A badge of the page being left, still polling with the options it rendered with.
    renderHook(() => useQuery(messageQueries.unread(), queryClient));
    await wait(0);
    expect(polls()).toBe(1);
    act(() => sessionStore.getState().clearSession());
    await wait(UNREAD_POLL_MS * 3);
    expect(polls()).toBe(1);
  });

  it('is not asked while the tab is hidden, and at once when it comes back', async () => {
    renderHook(() => useUnreadCount());
    await wait(0);
    expect(polls()).toBe(1);
    await setVisibility('hidden');
    await wait(UNREAD_POLL_MS * 5);
    expect(polls()).toBe(1);
    await setVisibility('visible');
    expect(polls()).toBe(2);
    await wait(UNREAD_POLL_MS);
    expect(polls()).toBe(3);
  });

  it('keeps one clock for every badge and panel that reads it', async () => {
    expect(UNREAD_POLL_MS).toBeLessThanOrEqual(4_000);
    const nav = renderHook(() => useUnreadCount());
    await wait(1_000);
    const menu = renderHook(() => useUnreadCount());
    await wait(1_000);
    const panel = renderHook(() => useUnreadCount());
    const before = polls();
    await wait(UNREAD_POLL_MS * 4);
    expect(polls() - before).toBe(4);
    nav.unmount();
    menu.unmount();
    await wait(UNREAD_POLL_MS);
    expect(polls() - before).toBe(5);
    panel.unmount();
    await wait(UNREAD_POLL_MS * 3);
    expect(polls() - before).toBe(5);
  });

  it('is never asked without a session', async () => {
    sessionStore.getState().clearSession();
    const { result } = renderHook(() => useUnreadCount());
    await wait(UNREAD_POLL_MS * 3);
    expect(polls()).toBe(0);
    expect(result.current).toBe(0);
  });
});
