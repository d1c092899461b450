import type { Case } from 'shared-api';
import { useT } from 'shared-i18n';
import { FactList } from 'shared-ui/dashboard';
import { CaseFacts, CaseFileLink, CaseStatusBadge } from 'shared-cases';

/** One case in full (the single case view): owner, type, subtype, summary and its file;
 * then its status by meaning, explained. */
export function CaseDetails({ item }: { item: Case | null }) {
  const t = useT();
  if (!item) return <p>{t('client.singleCase.noData')}</p>;
  return (
    <FactList $stacked>
      <CaseFacts item={item} />
      <dt>{t('client.singleCase.file')}</dt>
      <dd>
        <CaseFileLink item={item}>{t('client.singleCase.submittedFile')}</CaseFileLink>
      </dd>
      <dt>{t('client.singleCase.status')}</dt>
      <dd>
        <CaseStatusBadge item={item} reader="client" described />
      </dd>
    </FactList>
  );
}
