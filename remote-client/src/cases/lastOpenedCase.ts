import { create } from 'zustand';
import { sessionStore, useSession } from 'shared-api';

/**
 * Which case the client last opened (viewed, edited, or opened as a page), so the case page
 * without an id shows it again. UI state of this remote that outlives the page that opened the
 * case; the case itself is read through the query layer. It is the signed-in user's only.
 */
const lastOpened = create<{ userId: string | null; caseId: string | null }>(() => ({
  userId: null,
  caseId: null,
}));

export function rememberOpenedCase(caseId: string) {
  lastOpened.setState({ userId: sessionStore.getState().userId, caseId });
}

/** The case the signed-in user last opened, or null. */
export function useLastOpenedCase(): string | null {
  const userId = useSession((state) => state.userId);
  return lastOpened((state) => (userId && state.userId === userId ? state.caseId : null));
}

/** For tests: nothing opened yet. */
export function forgetOpenedCase() {
  lastOpened.setState({ userId: null, caseId: null });
}
