import { useEffect } from 'react';
import { prefetchCaseLife, singleCaseStore, useSingleCaseStore } from 'shared-api/queries';
import { CaseLife } from './CaseLife';
import { ButtonLink } from 'shared-ui';
import { Modal } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';
import { SingleCaseContent } from './SingleCaseContent';

/**
 * View on a card: the single case, fetched fresh, in a modal with a close button, then
 * its documents and timeline.
 */
export function CaseDetailsModal({
  caseId,
  onClose,
}: {
  caseId: string | null;
  onClose: () => void;
}) {
  const t = useT();
  const notFound = useSingleCaseStore((state) => state.notFound);
  const item = useSingleCaseStore((state) => state.singleCaseData);
  const shown = caseId && item && (item._id === caseId || item.id === caseId) ? item : null;
  useEffect(() => {
    if (!caseId) return;
    prefetchCaseLife(caseId); // in parallel with the case: no waterfall behind it
    void singleCaseStore.getState().fetchSingleCase(caseId);
  }, [caseId]);
  return (
    <Modal open={caseId !== null} onClose={onClose} title={t('client.singleCase.title')}>
      <SingleCaseContent
        onRetry={caseId ? () => void singleCaseStore.getState().fetchSingleCase(caseId) : undefined}
        onBack={onClose}
      />
      {shown ? <CaseLife item={shown} /> : null}
      {caseId && !notFound ? (
        <p>
          <ButtonLink to={`/messages/${encodeURIComponent(caseId)}`}>
            {t('client.singleCase.messages')}
          </ButtonLink>
        </p>
      ) : null}
    </Modal>
  );
}
