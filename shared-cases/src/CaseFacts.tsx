import { useT } from 'shared-i18n';
import type { Case } from 'shared-api';
import { BreakableText } from 'shared-ui';
import { useCaseWords } from './caseWords';
import { registerCatalogueOfCases } from './i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

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
      <dt>{t('cases.card.reference')}</dt>
      <dd>{item.reference}</dd>
      <dt>{t('cases.card.caseOwner')}</dt>
      <dd>
        <BreakableText>{item.caseOwner}</BreakableText>
      </dd>
      <dt>{t('cases.card.caseType')}</dt>
      <dd>{words.caseType(item.caseType)}</dd>
      <dt>{t('cases.card.caseSubtype')}</dt>
      <dd>{words.caseSubtype(item.caseSubtype)}</dd>
      <dt>{t('cases.card.caseSummary')}</dt>
      <dd>{item.summary}</dd>
    </>
  );
}
