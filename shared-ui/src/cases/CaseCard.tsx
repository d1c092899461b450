import type { ReactNode } from 'react';
import styled from 'styled-components';
import { truncateSummary, type Case } from 'shared-api';
import { formatDate, useT } from 'shared-i18n';
import { BreakableText, Card } from 'shared-ui';
import { FactList } from '../components/FactList';
import { CaseFileLink } from './CaseFileLink';
import { CaseStatusBadge } from './CaseStatusBadge';
import { useCaseWords } from './caseWords';

const Article = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Owner = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.brand};
  overflow-wrap: break-word;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;

export interface CaseCardProps {
  case: Case;
  /** Buttons under the card (View, Edit, Delete...). */
  actions?: ReactNode;
  className?: string;
}

/**
 * One case as a card (spec §2): owner e-mail, its reference (issue 16), type, subtype, summary (50 characters + '...'),
 * download link, status (as its meaning: a labelled badge, issue 16) and created date in long US
 * format. The stored type and subtype read in the page's language (caseWords): callers pass the
 * case as stored.
 */
export function CaseCard({ case: item, actions, className }: CaseCardProps) {
  const t = useT();
  const words = useCaseWords();
  return (
    <Article className={className}>
      <Owner>
        <BreakableText>{item.caseOwner}</BreakableText>
      </Owner>
      <FactList>
        <dt>{t('ui.case.reference')}</dt>
        <dd>
          <BreakableText>{item.reference}</BreakableText>
        </dd>
        <dt>{t('ui.case.caseType')}</dt>
        <dd>{words.caseType(item.caseType)}</dd>
        <dt>{t('ui.case.caseSubtype')}</dt>
        <dd>{words.caseSubtype(item.caseSubtype)}</dd>
        <dt>{t('ui.case.summary')}</dt>
        <dd>{truncateSummary(item.summary)}</dd>
        <dt>{t('ui.case.file')}</dt>
        <dd>
          <CaseFileLink item={item}>{t('ui.case.download')}</CaseFileLink>
        </dd>
        <dt>{t('ui.case.status')}</dt>
        <dd>
          <CaseStatusBadge item={item} />
        </dd>
        <dt>{t('ui.case.created')}</dt>
        <dd>
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </dd>
      </FactList>
      {actions ? <Actions>{actions}</Actions> : null}
    </Article>
  );
}
