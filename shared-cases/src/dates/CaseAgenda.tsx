import type { CaseDate } from 'shared-contract/schemas';
import { useT } from 'shared-i18n';
import { dateKindWord, dateWhen } from './caseDateWords';
import { registerCatalogueOfCases } from '../i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

/**
 * A case card's agenda facts (inside its fact list): the next hearing or meeting, in Kigali time,
 * and how many documents the lawyer still asks for. Nothing when there is neither.
 */
export function CaseAgenda({ next, asked }: { next?: CaseDate | null; asked: number }) {
  const t = useT();
  return (
    <>
      {next ? (
        <>
          <dt>{t('cases.dates.next')}</dt>
          <dd data-next-date={next.startsAt}>
            {t('cases.dates.headline', {
              kind: dateKindWord(next.kind),
              when: dateWhen(next.startsAt),
            })}
          </dd>
        </>
      ) : null}
      {asked > 0 ? (
        <>
          <dt>{t('cases.requests.title')}</dt>
          <dd>{asked}</dd>
        </>
      ) : null}
    </>
  );
}
