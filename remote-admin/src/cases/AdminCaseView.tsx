import { Link } from 'react-router-dom';
import type { Case } from 'shared-api';
import {
  useCaseLife,
  CaseDatesSections,
  CaseFacts,
  CaseFileLink,
  CaseLifeSections,
  StatusText,
  useCaseWords,
} from 'shared-cases';
import { FactList, Modal } from 'shared-ui/dashboard';
import { formatDate, useT } from 'shared-i18n';

/** The case's dates and document requests (the admin may set and cancel them too), its documents
 * and its whole timeline (the firm's private notes included). */
function AdminCaseLife({ item }: { item: Case }) {
  return (
    <>
      <CaseDatesSections item={item} reader="firm" />
      <CaseLifeSections {...useCaseLife(item)} />
    </>
  );
}

/** The 'Admin Single Case View' modal: every field of one case and its file, then its documents
 * and timeline. */
export function AdminCaseView({ item, onClose }: { item: Case | null; onClose: () => void }) {
  const t = useT();
  const words = useCaseWords();
  return (
    <Modal open={item !== null} onClose={onClose} title={t('admin.view.title')} maxWidth="640px">
      {item ? (
        <FactList>
          {/* The case is named by its reference (in its facts): the database id means nothing to a person. */}
          <CaseFacts item={item} />
          <dt>{t('admin.view.file')}</dt>
          <dd>
            <CaseFileLink item={item} />
          </dd>
          <dt>{t('admin.view.flag')}</dt>
          <dd>{words.flag(item.markAsDoneArchived)}</dd>
          <dt>{t('admin.view.assignedTo')}</dt>
          <dd>{item.assignedTo ?? t('admin.view.notAssigned')}</dd>
          <dt>{t('admin.view.status')}</dt>
          <dd>
            <StatusText status={item.status} />
          </dd>
          <dt>{t('admin.view.submitted')}</dt>
          <dd>{formatDate(item.createdAt, 'long')}</dd>
        </FactList>
      ) : null}
      {item ? (
        <p>
          <Link to={`/messages/${encodeURIComponent(item._id)}`}>{t('admin.view.messages')}</Link>
        </p>
      ) : null}
      {item ? <AdminCaseLife item={item} /> : null}
    </Modal>
  );
}
