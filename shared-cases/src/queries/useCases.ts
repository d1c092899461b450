import { useCallback, useRef, useState } from 'react';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { uploadSizeProblem, validateCaseSubmit } from 'shared-contract';
import { caseTexts, deleteCase, isCaseNotFound, submitCase } from '../calls/cases';
import { caseSubmitProblemText } from '../calls/caseSubmitProblemText';
import type { Case, CaseSubmitInput } from 'shared-api';
import { fieldOfApiError, errorMessage, errorStatus, sessionStore, useSession } from 'shared-api';
import { CASES_KEY, caseQueries, invalidateCases } from './caseQueries';
import { queryClient } from 'shared-api/queries';

/**
 * A read as the case pages show it: loading until the first answer (and again while a failed read
 * is asked again), a failure's text once nobody is asking any more, and no data beside a failure.
 */
function shown<T>(query: UseQueryResult<T>) {
  const failure = query.isError && !query.isFetching ? query.error : null;
  return {
    data: query.isError ? undefined : query.data,
    loading:
      (query.isPending && query.fetchStatus !== 'idle') || (query.isError && query.isFetching),
    failure,
    refetch: () => void query.refetch(),
  };
}

export interface OwnCases {
  cases: Case[];
  loading: boolean;
  /** The server's reason, else 'Failed to fetch case data'. */
  error: string | null;
  refetch: () => void;
}

/**
 * The signed-in client's own cases (the cases list): an answer without a list is an empty list; a
 * failure shows no list. Without a stored token nothing is asked.
 */
export function useOwnCases(): OwnCases {
  const token = useSession((state) => state.token);
  const userId = useSession((state) => state.userId);
  const query = useQuery(
    { ...caseQueries.userCases(userId ?? ''), enabled: Boolean(token && userId) },
    queryClient,
  );
  const { data, loading, failure, refetch } = shown(query);
  return {
    cases: data ?? [],
    loading,
    error: failure ? errorMessage(failure, caseTexts.userCasesFallback) : null,
    refetch,
  };
}

export interface SingleCaseRead {
  /** The case, or null (none asked for, none yet, a failure, or an answer without one). */
  item: Case | null;
  loading: boolean;
  /** The server's reason, else 'Failed to fetch case'. */
  error: string | null;
  /** The read failed because no such case exists (an unknown or malformed id). */
  notFound: boolean;
  refetch: () => void;
}

/** One case (the single case view); null asks for nothing. Another id shows nothing of the last. */
export function useCase(caseId: string | null): SingleCaseRead {
  const query = useQuery(
    { ...caseQueries.single(caseId ?? ''), enabled: Boolean(caseId) },
    queryClient,
  );
  const { data, loading, failure, refetch } = shown(query);
  return {
    item: data ?? null,
    loading,
    error: failure ? errorMessage(failure, caseTexts.singleCaseFallback) : null,
    notFound: failure ? isCaseNotFound(failure) : false,
    refetch,
  };
}

/**
 * After the server deleted a case: the lists drop it at once (the answer names it, so they are not
 * asked again for it), nothing read of that case is served again from memory, and every other
 * case read is stale (those on screen are fetched again).
 */
function forgetDeletedCase(deletedId: string) {
  const lists = [...CASES_KEY, 'user'];
  queryClient.setQueriesData<Case[]>({ queryKey: lists }, (cases) =>
    cases?.filter((item) => item._id !== deletedId && item.id !== deletedId),
  );
  queryClient.removeQueries({
    predicate: ({ queryKey }) => queryKey[0] === CASES_KEY[0] && queryKey[2] === deletedId,
  });
  void queryClient.invalidateQueries({ queryKey: lists, refetchType: 'none' });
  void queryClient.invalidateQueries({
    queryKey: CASES_KEY,
    predicate: ({ queryKey }) => queryKey[1] !== 'user',
  });
}

export interface CaseDeletion {
  /**
   * Deletes a case: success toasts 'Case deleted successfully', failure 'Failed to delete case'
   * (whatever the server said). Resolves to whether it was deleted. Pages must not toast again.
   */
  remove: (caseId: string) => Promise<boolean>;
  deleting: boolean;
}

/** Deleting one of the client's cases. */
export function useDeleteCase(): CaseDeletion {
  const mutation = useMutation(
    {
      mutationFn: (caseId: string) => deleteCase(caseId),
      onSuccess: (deletedId) => {
        forgetDeletedCase(deletedId);
        toast.success(caseTexts.deleted);
      },
      onError: () => {
        toast.error(caseTexts.deleteFailure);
      },
    },
    queryClient,
  );
  const { mutateAsync } = mutation;
  const remove = useCallback(
    async (caseId: string) => {
      try {
        await mutateAsync(caseId);
        return true;
      } catch {
        return false; // already told
      }
    },
    [mutateAsync],
  );
  return { remove, deleting: mutation.isPending };
}

/** After a case was added: every case read is stale, and the client's list is fetched again. */
async function refreshOwnCases() {
  await invalidateCases();
  const { userId } = sessionStore.getState();
  // A failure here is the list's to show: the case was added.
  if (userId) await queryClient.prefetchQuery(caseQueries.userCases(userId));
}

/** The one toast of a submission's refusals: a quick second try replaces it. */
const SUBMIT_TOAST_ID = 'add-case';

interface Refusal {
  message: string;
  /** The form field it belongs to, or null. */
  field: string | null;
}

export interface CaseSubmission {
  /**
   * Submits a case. The submit-case rules in order, then the upload limit, are checked first (a
   * failure sends nothing); a refusal (the rule's text in the reader's language, the server's
   * message, else 'Failed to submit case data') is toasted and kept with its field. Success fetches
   * the list again before it resolves. Resolves to whether the case was added.
   */
  submit: (input: CaseSubmitInput) => Promise<boolean>;
  /** Aborts the running upload: the server keeps nothing, and nothing is reported. */
  cancel: () => void;
  /** Forgets the last refusal and progress (the dialog opens again, a new file is chosen). */
  reset: () => void;
  sending: boolean;
  /** Upload progress 0…1 of the running submission. */
  progress: number;
  error: string | null;
  /** The field the error belongs to (the rule's, the one the server names, the file's for a 413). */
  errorField: string | null;
}

/**
 * Submitting a case. The upload's progress and its abort are state of the running submission,
 * kept here: a page that goes away lets the upload finish (the list still refreshes).
 */
export function useSubmitCase(): CaseSubmission {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [progress, setProgress] = useState(0);
  const running = useRef<AbortController | null>(null);
  const mutation = useMutation(
    {
      mutationFn: ({ input, signal }: { input: CaseSubmitInput; signal: AbortSignal }) =>
        submitCase(input, { onProgress: setProgress, signal }),
      onSuccess: refreshOwnCases,
    },
    queryClient,
  );
  const { mutateAsync, reset: resetMutation } = mutation;

  const refuse = (refused: Refusal) => {
    setRefusal(refused);
    toast.error(refused.message, { id: SUBMIT_TOAST_ID });
  };

  const submit = async (input: CaseSubmitInput) => {
    // The submit-case rules in order, then the upload limit: an over-limit file is never sent.
    const rule = validateCaseSubmit(input);
    const invalid = rule ?? uploadSizeProblem(input.file);
    if (invalid) {
      refuse({ message: caseSubmitProblemText(invalid), field: invalid.field });
      return false;
    }
    const controller = new AbortController();
    running.current = controller;
    setRefusal(null);
    setProgress(0);
    try {
      await mutateAsync({ input, signal: controller.signal });
      return true;
    } catch (error) {
      if (controller.signal.aborted) {
        resetMutation();
        setProgress(0);
        return false;
      }
      refuse({
        message: errorMessage(error, caseTexts.submitFallback),
        // A 413 is the file's, whatever limit the server's text names.
        field: errorStatus(error) === 413 ? 'file' : fieldOfApiError(error),
      });
      return false;
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const cancel = useCallback(() => running.current?.abort(), []);
  const reset = useCallback(() => {
    resetMutation();
    setRefusal(null);
    setProgress(0);
  }, [resetMutation]);

  return {
    submit,
    cancel,
    reset,
    sending: mutation.isPending,
    progress,
    error: refusal?.message ?? null,
    errorField: refusal?.field ?? null,
  };
}
