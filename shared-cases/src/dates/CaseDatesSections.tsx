import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Case } from 'shared-api';
import { isCaseClosed } from 'shared-contract';
import { useT } from 'shared-i18n';
import { ErrorState, LoadingState } from 'shared-ui/dashboard';
import { useCaseDates, useDocumentRequests, type DatesRead } from '../queries/useCaseDates';
import { CaseDates } from './CaseDates';
import { DocumentRequests } from './DocumentRequests';
import { registerCatalogueOfCases } from '../i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

function Shown<T>({
  read,
  label,
  children,
}: {
  read: DatesRead<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (read.data !== undefined) return <>{children(read.data)}</>;
  if (read.error) return <ErrorState message={read.error} onRetry={read.refetch} />;
  return <LoadingState label={label} />;
}

/**
 * A case's dates and the documents asked for, as its reader acts on them: the client (calendar,
 * another time, files against requests) or the firm, the assigned lawyer or the admin (add,
 * change and cancel dates, ask for documents and withdraw requests).
 */
export function CaseDatesSections({ item, reader }: { item: Case; reader: 'client' | 'firm' }) {
  const t = useT();
  const dates = useCaseDates(item._id);
  const requests = useDocumentRequests(item._id);
  const open = !isCaseClosed(item);
  const firm = reader === 'firm';
  return (
    <Sections>
      <Shown read={dates} label={t('cases.dates.loading')}>
        {(list) => (
          <CaseDates
            caseId={item._id}
            dates={list}
            reader={reader}
            canAdd={firm && open}
            onAdd={firm ? dates.add : undefined}
            onUpdate={firm ? dates.update : undefined}
            onCancel={firm ? dates.cancel : undefined}
            onAskAnotherTime={firm ? undefined : dates.askAnotherTime}
          />
        )}
      </Shown>
      <Shown read={requests} label={t('cases.requests.loading')}>
        {(list) => (
          <DocumentRequests
            requests={list}
            reader={reader}
            open={open}
            onAsk={firm ? requests.ask : undefined}
            onWithdraw={firm ? (request) => requests.cancel(request.id) : undefined}
            onUpload={
              firm
                ? undefined
                : (request, file, options) => requests.upload(request.id, file, options)
            }
          />
        )}
      </Shown>
    </Sections>
  );
}
