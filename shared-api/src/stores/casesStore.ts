import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { caseTexts } from '../calls/cases';
import type { Case } from '../calls/types';
import { errorMessage } from '../http/errorMessage';
import { caseQueries } from '../queries/caseQueries';
import { queryClient } from '../queries/queryClient';
import { sessionStore } from '../session/sessionStore';

export interface CasesState {
  cases: Case[];
  loading: boolean;
  error: string | null;
  /**
   * The client's own cases: pending sets loading; success replaces the list (empty when
   * no payload); failure empties it and stores the error. Without a stored token it does nothing
   * but log 'No token found'. Read through the query layer (cached, shared, retried).
   */
  fetchCases: (userId: string) => Promise<void>;
}

export const casesStore = createStore<CasesState>()((set) => ({
  cases: [],
  loading: false,
  error: null,
  fetchCases: async (userId) => {
    if (!sessionStore.getState().token) {
      console.log('No token found');
      return;
    }
    set({ loading: true, error: null });
    try {
      const cases = await queryClient.fetchQuery(caseQueries.userCases(userId));
      set({ cases: cases ?? [], loading: false });
    } catch (error) {
      set({ cases: [], error: errorMessage(error, caseTexts.userCasesFallback), loading: false });
    }
  },
}));

export function useCasesStore<T>(selector: (state: CasesState) => T): T {
  return useStore(casesStore, selector);
}
