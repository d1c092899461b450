import { useT } from 'shared-i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CaseDocument, Timeline, UploadOptions } from 'shared-api';
import { ErrorState, LoadingState } from 'shared-ui/dashboard';
import { CaseDocuments } from './CaseDocuments';
import { CaseTimeline } from './CaseTimeline';
import { registerCatalogueOfCases } from './i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

/** A read as the query layer hands it to a page (shared-api/queries' hooks). */
export interface CaseRead<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  refetch: () => void;
}

export interface CaseLifeSectionsProps {
  timeline: CaseRead<Timeline>;
  documents: CaseRead<CaseDocument[]> & {
    add: (file: File, options?: UploadOptions) => Promise<unknown>;
    remove: (document: CaseDocument) => Promise<void>;
  };
  /** False once the case is closed (documents can no longer change). */
  canAddDocuments: boolean;
}

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

function ReadShown<T>({
  read,
  label,
  children,
}: {
  read: CaseRead<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (read.data !== undefined) return <>{children(read.data)}</>;
  if (read.error) return <ErrorState message={read.error} onRetry={read.refetch} />;
  return <LoadingState label={label} />;
}

/** A case's documents and timeline under its facts: the same in the client's, lawyer's and admin's views. */
export function CaseLifeSections({ timeline, documents, canAddDocuments }: CaseLifeSectionsProps) {
  const t = useT();
  return (
    <Sections>
      <ReadShown read={documents} label={t('cases.life.loadingDocuments')}>
        {(list) => (
          <CaseDocuments
            documents={list}
            canAdd={canAddDocuments}
            onAdd={documents.add}
            onRemove={documents.remove}
          />
        )}
      </ReadShown>
      <ReadShown read={timeline} label={t('cases.life.loadingTimeline')}>
        {(data) => <CaseTimeline timeline={data} />}
      </ReadShown>
    </Sections>
  );
}
