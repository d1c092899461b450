import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import toast from 'react-hot-toast';
import { caseTexts, deleteCase as deleteCaseCall } from '../calls/cases';
import { invalidateCases } from '../queries/caseQueries';
import { casesStore } from './casesStore';

export interface DeleteCaseState {
  loading: boolean;
  error: string | null;
  /**
   * Success removes the case whose id matches the server's answer from the cases list
   * and toasts 'Case deleted successfully'; failure stores and toasts 'Failed to delete case'.
   * Resolves to whether the case was deleted. The store toasts: pages must not toast again.
   */
  deleteCase: (id: string) => Promise<boolean>;
}

export const deleteCaseStore = createStore<DeleteCaseState>()((set) => ({
  loading: false,
  error: null,
  deleteCase: async (id) => {
    set({ loading: true, error: null });
    try {
      const deletedId = await deleteCaseCall(id);
      casesStore.setState((state) => ({
        cases: state.cases.filter((item) => item._id !== deletedId && item.id !== deletedId),
      }));
      void invalidateCases();
      set({ loading: false });
      toast.success(caseTexts.deleted);
      return true;
    } catch {
      // One text for every delete failure, whatever the server said.
      set({ loading: false, error: caseTexts.deleteFailure });
      toast.error(caseTexts.deleteFailure);
      return false;
    }
  },
}));

export function useDeleteCaseStore<T>(selector: (state: DeleteCaseState) => T): T {
  return useStore(deleteCaseStore, selector);
}
