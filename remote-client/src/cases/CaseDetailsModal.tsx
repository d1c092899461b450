import { useEffect } from 'react';
import { singleCaseStore, useSingleCaseStore } from 'shared-api/queries';
import { Modal, ButtonLink } from 'shared-ui';
import { SUBMITTED_CASE_TITLE } from './CaseDetails';
import { SingleCaseContent } from './SingleCaseContent';

/** View on a card: the single case, fetched fresh, in a modal with a close button (spec §2). */
export function CaseDetailsModal({
  caseId,
  onClose,
}: {
  caseId: string | null;
  onClose: () => void;
}) {
  const notFound = useSingleCaseStore((state) => state.notFound);
  useEffect(() => {
    if (caseId) void singleCaseStore.getState().fetchSingleCase(caseId);
  }, [caseId]);
  return (
    <Modal open={caseId !== null} onClose={onClose} title={SUBMITTED_CASE_TITLE}>
      <SingleCaseContent
        onRetry={caseId ? () => void singleCaseStore.getState().fetchSingleCase(caseId) : undefined}
        onBack={onClose}
      />
      {caseId && !notFound ? (
        <p>
          <ButtonLink to={`/messages/${encodeURIComponent(caseId)}`}>Messages</ButtonLink>
        </p>
      ) : null}
    </Modal>
  );
}
