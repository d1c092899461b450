import { useMutation, useQuery } from '@tanstack/react-query';
import { addCaseDocument, addCaseNote, caseLifeTexts, removeCaseDocument } from '../calls/caseLife';
import { caseTexts, setCaseStatus } from '../calls/cases';
import type { UploadOptions, Case, CaseDocument, CaseNote, Timeline } from 'shared-api';
import { isCaseClosed } from 'shared-contract';
import { errorMessage } from 'shared-api';
import { caseQueries, invalidateCases } from './caseQueries';
import { queryClient } from 'shared-api/queries';

/** A read as a page shows it: its data, first load, and the failure's text. */
interface Read<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  refetch: () => void;
}

function read<T>(query: ReturnType<typeof useQuery<T>>, fallback: string): Read<T> {
  return {
    data: query.data,
    loading: query.isPending,
    error: query.error ? errorMessage(query.error, fallback) : null,
    refetch: () => void query.refetch(),
  };
}

/** A case's timeline (who did what, when), for whoever may see the case. */
export function useCaseTimeline(caseId: string): Read<Timeline> {
  return read(useQuery(caseQueries.timeline(caseId), queryClient), caseLifeTexts.timelineFallback);
}

export interface CaseDocumentsControls extends Read<CaseDocument[]> {
  /** Uploads one more document (progress and cancel through `options`); every case read refreshes. */
  add: (file: File, options?: UploadOptions) => Promise<CaseDocument>;
  /** Removes a document its uploader added; rejects with the server's reason. */
  remove: (document: CaseDocument) => Promise<void>;
}

/** A case's documents and what the signed-in user may do with them. */
export function useCaseDocuments(caseId: string): CaseDocumentsControls {
  const query = useQuery(caseQueries.documents(caseId), queryClient);
  return {
    ...read(query, caseLifeTexts.documentsFallback),
    add: async (file, options) => {
      const added = await addCaseDocument(caseId, file, options);
      await invalidateCases(); // the list, the timeline and the case's first-file link
      return added;
    },
    remove: async (document) => {
      await removeCaseDocument(caseId, document.id);
      await invalidateCases();
    },
  };
}

/** What a case view's documents-and-timeline sections need (client, lawyer and admin alike). */
export function useCaseLife(item: Case) {
  return {
    timeline: useCaseTimeline(item._id),
    documents: useCaseDocuments(item._id),
    canAddDocuments: !isCaseClosed(item),
  };
}

/** The firm's private notes on a case, and adding one (assigned lawyer, admin). */
export function useCaseNotes(caseId: string) {
  const query = useQuery(caseQueries.notes(caseId), queryClient);
  const mutation = useMutation(
    {
      mutationFn: (text: string) => addCaseNote(caseId, text),
      onSuccess: () => invalidateCases(),
    },
    queryClient,
  );
  return {
    ...read(query, caseLifeTexts.notesFallback),
    notes: query.data?.items ?? ([] as CaseNote[]),
    add: (text: string) => mutation.mutateAsync(text),
    saving: mutation.isPending,
    saveError: mutation.error ? errorMessage(mutation.error, caseLifeTexts.noteFallback) : null,
  };
}

/** The assigned lawyer's (or admin's) status change; answers 'case status is changed'. */
export function useCaseStatus(caseId: string) {
  const mutation = useMutation(
    {
      mutationFn: (status: string) => setCaseStatus(caseId, status),
      onSuccess: () => invalidateCases(),
    },
    queryClient,
  );
  return {
    set: (status: string) => mutation.mutateAsync(status),
    saving: mutation.isPending,
    error: mutation.error ? errorMessage(mutation.error, caseTexts.updateFallback) : null,
  };
}

/** How the firm reaches the case's client (assigned lawyer, admin). */
export function useCaseClient(caseId: string) {
  return read(useQuery(caseQueries.client(caseId), queryClient), caseLifeTexts.clientFallback);
}

/** Asks for a case's documents and timeline alongside the case itself, not after it arrives. */
export function prefetchCaseLife(caseId: string): void {
  void queryClient.prefetchQuery(caseQueries.documents(caseId));
  void queryClient.prefetchQuery(caseQueries.timeline(caseId));
}
