import { useT } from 'shared-i18n';
import type { Case } from 'shared-api';
import { BreakableText } from 'shared-ui';
import { useCaseWords } from './caseWords';

/**
 * The terms every full view of one case shows (its reference, then owner, type, subtype and the
 * whole summary), as `<dt>`/`<dd>` pairs for a FactList; each view adds its own (id,
 * file, status …) around them. The stored type and subtype read in the page's language.
 */
export function CaseFacts({ item }: { item: Case }) {
  const t = useT();
  const words = useCaseWords();
  return (
    <>
      <dt>{t('ui.case.reference')}</dt>
      <dd>{item.reference}</dd>
      <dt>{t('ui.case.caseOwner')}</dt>
      <dd>
        <BreakableText>{item.caseOwner}</BreakableText>
      </dd>
      <dt>{t('ui.case.caseType')}</dt>
      <dd>{words.caseType(item.caseType)}</dd>
      <dt>{t('ui.case.caseSubtype')}</dt>
      <dd>{words.caseSubtype(item.caseSubtype)}</dd>
      <dt>{t('ui.case.caseSummary')}</dt>
      <dd>{item.summary}</dd>
    </>
  );
}
