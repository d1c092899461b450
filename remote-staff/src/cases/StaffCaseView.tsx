import type { Case } from 'shared-api';
import {
  useCaseLife,
  CaseDatesSections,
  CaseFileLink,
  CaseLifeSections,
  CaseStatusBadge,
  useCaseWords,
} from 'shared-cases';
import { ButtonLink } from 'shared-ui';
import { Modal, Table } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';
import { LawyerTools } from './LawyerTools';

/** The case's dates and document requests (add, change, cancel), its documents and timeline
 * (private notes included: the firm sees all of it). */
function StaffCaseLife({ item }: { item: Case }) {
  return (
    <>
      <CaseDatesSections item={item} reader="firm" />
      <CaseLifeSections {...useCaseLife(item)} />
    </>
  );
}

/** 'Staff Single Case View': a table of id, owner, type, subtype, summary and file,
 * then the status by its meaning, the lawyer's tools
 * (client contact, status, private notes), the documents and the timeline. */
export function StaffCaseView({ item, onClose }: { item: Case | null; onClose: () => void }) {
  const t = useT();
  const words = useCaseWords();
  return (
    <Modal open={item !== null} onClose={onClose} title={t('staff.view.title')} maxWidth="640px">
      {item ? (
        <Table caption={t('staff.view.caption')}>
          <tbody>
            <tr>
              <th scope="row">{t('staff.view.caseId')}</th>
              <td>{item.id}</td>
            </tr>
            <tr>
              <th scope="row">{t('staff.view.reference')}</th>
              <td>{item.reference}</td>
            </tr>
            <tr>
              <th scope="row">{t('staff.view.caseOwner')}</th>
              <td>{item.caseOwner}</td>
            </tr>
            <tr>
              <th scope="row">{t('staff.view.caseType')}</th>
              <td>{words.caseType(item.caseType)}</td>
            </tr>
            <tr>
              <th scope="row">{t('staff.view.caseSubtype')}</th>
              <td>{words.caseSubtype(item.caseSubtype)}</td>
            </tr>
            <tr>
              <th scope="row">{t('staff.view.caseSummary')}</th>
              <td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.summary}</td>
            </tr>
            <tr>
              <th scope="row">{t('staff.view.file')}</th>
              <td>
                <CaseFileLink item={item} />
              </td>
            </tr>
            <tr>
              <th scope="row">{t('staff.view.status')}</th>
              <td>
                <CaseStatusBadge item={item} reader="adminStaff" />
              </td>
            </tr>
          </tbody>
        </Table>
      ) : null}
      {item ? <LawyerTools key={item._id} item={item} /> : null}
      {item ? <StaffCaseLife item={item} /> : null}
      {item ? (
        <p>
          <ButtonLink to={`/messages/${encodeURIComponent(item._id)}`}>
            {t('staff.view.messages')}
          </ButtonLink>
        </p>
      ) : null}
    </Modal>
  );
}
