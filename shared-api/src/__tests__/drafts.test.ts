import { act, renderHook } from '@testing-library/react';
import { sessionStore } from '../session/sessionStore';
import {
  MAX_DRAFT_CHARS,
  draftValues,
  readDraft,
  removeDraftsOf,
  writeDraft,
} from '../drafts/draftStorage';
import { useDraft } from '../drafts/useDraft';

const EMPTY = { caseType: '', summary: '' };

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.getState().setSession({ token: 'tok-1', userId: 'user-1', email: 'a@example.com' });
});
afterEach(() => sessionStore.getState().clearSession());

describe('draft storage', () => {
  it('keeps a draft per user and form, in this tab only', () => {
    writeDraft('user-1', 'submit-case', { summary: 'typed' });
    expect(readDraft('user-1', 'submit-case')).toEqual({ summary: 'typed' });
    expect(readDraft('user-2', 'submit-case')).toBeUndefined();
    expect(readDraft('user-1', 'profile')).toBeUndefined();
    expect(Object.keys(localStorage).filter((k) => k.includes('draft'))).toEqual([]);
  });

  it('keeps nothing without a signed-in user, and nothing over the bound', () => {
    writeDraft(null, 'submit-case', { summary: 'typed' });
    expect(sessionStorage.length).toBe(0);
    writeDraft('user-1', 'submit-case', { summary: 'x'.repeat(MAX_DRAFT_CHARS) });
    expect(readDraft('user-1', 'submit-case')).toBeUndefined();
  });

  it('drops an entry it cannot read', () => {
    sessionStorage.setItem('btj:draft:user-1:profile', '{not json');
    expect(readDraft('user-1', 'profile')).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('a logout removes every draft of that user and no one else’s', () => {
    writeDraft('user-1', 'a', { summary: '1' });
    writeDraft('user-1', 'b', { summary: '2' });
    writeDraft('user-2', 'a', { summary: '3' });
    removeDraftsOf('user-1');
    expect(readDraft('user-1', 'a')).toBeUndefined();
    expect(readDraft('user-1', 'b')).toBeUndefined();
    expect(readDraft('user-2', 'a')).toEqual({ summary: '3' });
  });

  it.each([
    ['nothing', undefined, null],
    ['an array', ['x'], null],
    ['no field of the form', { other: 'x' }, null],
    ['non-text values', { summary: 42 }, null],
  ])('draftValues ignores %s', (_name, kept, expected) => {
    expect(draftValues(EMPTY, kept)).toEqual(expected);
  });

  it('draftValues takes the form’s text fields and nothing else', () => {
    expect(draftValues(EMPTY, { summary: 'typed', extra: 'x', caseType: 7 })).toEqual({
      caseType: '',
      summary: 'typed',
    });
  });
});

describe('useDraft', () => {
  it('keeps each edit and restores it when the form opens again', () => {
    const first = renderHook(() => useDraft('submit-case', EMPTY));
    expect(first.result.current[2].restored).toBe(false);
    act(() => first.result.current[1]((v) => ({ ...v, summary: 'my case' })));
    first.unmount();

    const again = renderHook(() => useDraft('submit-case', EMPTY));
    expect(again.result.current[0]).toEqual({ caseType: '', summary: 'my case' });
    expect(again.result.current[2].restored).toBe(true);
  });

  it('values filled from a record are not kept, and a restored draft wins over them', () => {
    const form = renderHook(() => useDraft('profile', EMPTY));
    act(() => form.result.current[2].fill({ caseType: 'Land', summary: 'from the server' }));
    expect(form.result.current[0].summary).toBe('from the server');
    expect(readDraft('user-1', 'profile')).toBeUndefined();
    act(() => form.result.current[1]((v) => ({ ...v, summary: 'edited' })));
    form.unmount();

    const again = renderHook(() => useDraft('profile', EMPTY));
    act(() => again.result.current[2].fill({ caseType: 'Land', summary: 'from the server' }));
    expect(again.result.current[0]).toEqual({ caseType: 'Land', summary: 'edited' });
  });

  it('clear forgets the draft and empties the form', () => {
    const form = renderHook(() => useDraft('submit-case', EMPTY));
    act(() => form.result.current[1]({ caseType: 'Civil matters', summary: 'x' }));
    act(() => form.result.current[2].clear());
    expect(form.result.current[0]).toEqual(EMPTY);
    expect(readDraft('user-1', 'submit-case')).toBeUndefined();
  });

  it('forget drops the kept draft and leaves the values on screen', () => {
    const form = renderHook(() => useDraft('submit-case', EMPTY));
    act(() => form.result.current[1]({ caseType: 'Civil matters', summary: 'sent' }));
    act(() => form.result.current[2].forget());
    expect(form.result.current[0].summary).toBe('sent');
    expect(readDraft('user-1', 'submit-case')).toBeUndefined();
  });

  it('the same form for another record starts from that record’s own draft', () => {
    writeDraft('user-1', 'update-case:2', { caseType: '', summary: 'draft of 2' });
    const form = renderHook(({ id }) => useDraft(`update-case:${id}`, EMPTY), {
      initialProps: { id: '1' },
    });
    act(() => form.result.current[1]({ caseType: '', summary: 'draft of 1' }));
    form.rerender({ id: '2' });
    expect(form.result.current[0].summary).toBe('draft of 2');
    expect(form.result.current[2].restored).toBe(true);
    form.rerender({ id: '3' });
    expect(form.result.current[0]).toEqual(EMPTY);
    act(() => form.result.current[2].fill({ caseType: 'Land', summary: 'record 3' }));
    expect(form.result.current[0].summary).toBe('record 3');
    expect(readDraft('user-1', 'update-case:1')).toEqual({ caseType: '', summary: 'draft of 1' });
    expect(readDraft('user-1', 'update-case:3')).toBeUndefined();
  });

  it('another user in the same tab never sees the draft', () => {
    const form = renderHook(() => useDraft('submit-case', EMPTY));
    act(() => form.result.current[1]({ caseType: '', summary: 'private' }));
    form.unmount();
    sessionStore
      .getState()
      .setSession({ token: 'tok-2', userId: 'user-2', email: 'b@example.com' });
    expect(renderHook(() => useDraft('submit-case', EMPTY)).result.current[0]).toEqual(EMPTY);
  });
});
