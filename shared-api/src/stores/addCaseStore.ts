import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import toast from 'react-hot-toast';
import { submitCase } from '../calls/cases';
import type { CaseSubmitInput } from '../calls/types';
import { errorMessage } from '../http/errorMessage';
import { validateCaseSubmit } from '../rules/caseSubmit';
import { sessionStore } from '../session/sessionStore';
import { casesStore } from './casesStore';

export const ADD_CASE_FALLBACK = 'Failed to submit case data';
const ADD_CASE_TOAST_ID = 'add-case';

export interface AddCaseState {
  addsuccess: boolean;
  loading: boolean;
  error: string | null;
  /** Upload progress 0…1 of the running submission. */
  progress: number;
  /**
   * Submits a case (spec §4, §5, §8): the first failing rule of spec §5 or the server's message
   * (else 'Failed to submit case data') is stored and shown as an error toast, and nothing else
   * happens. Success sets addsuccess and re-fetches the cases list for the stored userId.
   * Resolves to whether the case was added. The store toasts errors: pages must not toast again.
   */
  addCase: (input: CaseSubmitInput) => Promise<boolean>;
  /** Back to the initial state, e.g. when the submit modal opens again. */
  reset: () => void;
}

export const addCaseStore = createStore<AddCaseState>()((set) => ({
  addsuccess: false,
  loading: false,
  error: null,
  progress: 0,
  addCase: async (input) => {
    const invalid = validateCaseSubmit(input);
    if (invalid) {
      set({ error: invalid, addsuccess: false });
      toast.error(invalid, { id: ADD_CASE_TOAST_ID });
      return false;
    }
    set({ loading: true, error: null, addsuccess: false, progress: 0 });
    try {
      await submitCase(input, (progress) => set({ progress }));
      set({ addsuccess: true, loading: false, progress: 1 });
    } catch (error) {
      const message = errorMessage(error, ADD_CASE_FALLBACK);
      set({ error: message, loading: false });
      toast.error(message, { id: ADD_CASE_TOAST_ID });
      return false;
    }
    const userId = sessionStore.getState().userId;
    if (userId) await casesStore.getState().fetchCases(userId);
    return true;
  },
  reset: () => set({ addsuccess: false, loading: false, error: null, progress: 0 }),
}));

export function useAddCaseStore<T>(selector: (state: AddCaseState) => T): T {
  return useStore(addCaseStore, selector);
}
