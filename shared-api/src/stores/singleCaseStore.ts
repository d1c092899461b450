import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { caseTexts, isCaseNotFound } from '../calls/cases';
import type { Case } from '../calls/types';
import { errorMessage } from '../http/errorMessage';
import { caseQueries } from '../queries/caseQueries';
import { queryClient } from '../queries/queryClient';

export interface SingleCaseState {
  singleCaseData: Case | null;
  loading: boolean;
  error: string | null;
  /** The last fetch failed because no such case exists (unknown or malformed id). */
  notFound: boolean;
  /**
   * Pending empties the data; success stores it; failure empties it and stores the error.
   * Read through the query layer (cached, shared, retried).
   */
  fetchSingleCase: (id: string) => Promise<void>;
}

export const singleCaseStore = createStore<SingleCaseState>()((set) => ({
  singleCaseData: null,
  loading: false,
  error: null,
  notFound: false,
  fetchSingleCase: async (id) => {
    set({ singleCaseData: null, loading: true, error: null, notFound: false });
    try {
      const singleCaseData = await queryClient.fetchQuery(caseQueries.single(id));
      set({ singleCaseData: singleCaseData ?? null, loading: false });
    } catch (error) {
      set({
        singleCaseData: null,
        error: errorMessage(error, caseTexts.singleCaseFallback),
        notFound: isCaseNotFound(error),
        loading: false,
      });
    }
  },
}));

export function useSingleCaseStore<T>(selector: (state: SingleCaseState) => T): T {
  return useStore(singleCaseStore, selector);
}
