import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import toast from 'react-hot-toast';
import { uploadSizeProblem, validateCaseSubmit } from 'shared-contract';
import { caseTexts, submitCase } from '../calls/cases';
import { caseSubmitProblemText } from '../calls/ruleTexts';
import type { CaseSubmitInput } from '../calls/types';
import { errorMessage, errorStatus } from '../http/errorMessage';
import { fieldOfApiError } from '../http/apiError';
import { invalidateCases } from '../queries/caseQueries';
import { sessionStore } from '../session/sessionStore';
import { casesStore } from './casesStore';

const ADD_CASE_TOAST_ID = 'add-case';

export interface AddCaseState {
  addsuccess: boolean;
  loading: boolean;
  error: string | null;
  /** The form field the error belongs to (the rule's, or the one the server's answer names), or null. */
  errorField: string | null;
  /** Upload progress 0…1 of the running submission. */
  progress: number;
  /**
   * Submits a case: the first failing submit-case rule or the server's message
   * (else 'Failed to submit case data') is stored and shown as an error toast, and nothing else
   * happens. Success sets addsuccess and re-fetches the cases list for the stored userId.
   * Resolves to whether the case was added. The store toasts errors: pages must not toast again.
   */
  addCase: (input: CaseSubmitInput) => Promise<boolean>;
  /**
   * Aborts the running submission (the user closed the dialog and said yes): the request is
   * dropped, the server keeps nothing, and nothing is reported as an error.
   */
  cancel: () => void;
  /** Back to the initial state, e.g. when the submit modal opens again. */
  reset: () => void;
}

/** The running submission's abort handle. */
let running: AbortController | null = null;

export const addCaseStore = createStore<AddCaseState>()((set) => ({
  addsuccess: false,
  loading: false,
  error: null,
  errorField: null,
  progress: 0,
  addCase: async (input) => {
    // The submit-case rules in order, then the upload limit: an over-limit file is never sent.
    const rule = validateCaseSubmit(input);
    const invalid = rule ?? uploadSizeProblem(input.file);
    if (invalid) {
      const message = caseSubmitProblemText(invalid); // in the reader's language
      set({ error: message, errorField: invalid.field, addsuccess: false });
      toast.error(message, { id: ADD_CASE_TOAST_ID });
      return false;
    }
    const controller = new AbortController();
    running = controller;
    set({ loading: true, error: null, errorField: null, addsuccess: false, progress: 0 });
    try {
      await submitCase(input, {
        onProgress: (progress) => set({ progress }),
        signal: controller.signal,
      });
      set({ addsuccess: true, loading: false, progress: 1 });
    } catch (error) {
      if (controller.signal.aborted) {
        set({ loading: false, progress: 0 });
        return false;
      }
      const message = errorMessage(error, caseTexts.submitFallback);
      // A 413 is the file's, whatever limit the server's text names.
      const errorField = errorStatus(error) === 413 ? 'file' : fieldOfApiError(error);
      set({ error: message, errorField, loading: false });
      toast.error(message, { id: ADD_CASE_TOAST_ID });
      return false;
    } finally {
      if (running === controller) running = null;
    }
    await invalidateCases();
    const userId = sessionStore.getState().userId;
    if (userId) await casesStore.getState().fetchCases(userId);
    return true;
  },
  cancel: () => running?.abort(),
  reset: () =>
    set({ addsuccess: false, loading: false, error: null, errorField: null, progress: 0 }),
}));

export function useAddCaseStore<T>(selector: (state: AddCaseState) => T): T {
  return useStore(addCaseStore, selector);
}
