import { useEffect } from 'react';
import { prefetchCaseLife, useCase } from 'shared-cases';
import { CaseLife } from './CaseLife';
import { ButtonLink } from 'shared-ui';
import { Modal } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';
import { SingleCaseContent } from './SingleCaseContent';
import { rememberOpenedCase } from './lastOpenedCase';

/**
 * View on a card: the single case in a modal with a close button, then its documents and
 * timeline.
 */
export function CaseDetailsModal({
  caseId,
  onClose,
}: {
  caseId: string | null;
  onClose: () => void;
}) {
  const t = useT();
  const read = useCase(caseId);
  useEffect(() => {
    if (!caseId) return;
    prefetchCaseLife(caseId); // in parallel with the case: no waterfall behind it
    rememberOpenedCase(caseId);
  }, [caseId]);
  return (
    <Modal open={caseId !== null} onClose={onClose} title={t('client.singleCase.title')}>
      <SingleCaseContent read={read} onBack={onClose} />
      {caseId && read.item ? <CaseLife item={read.item} /> : null}
      {caseId && !read.notFound ? (
        <p>
          <ButtonLink to={`/messages/${encodeURIComponent(caseId)}`}>
            {t('client.singleCase.messages')}
          </ButtonLink>
        </p>
      ) : null}
    </Modal>
  );
}
