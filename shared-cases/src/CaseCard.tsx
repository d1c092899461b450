import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type Case, type Role } from 'shared-api';
import { truncateSummary } from 'shared-contract';
import { formatDate, useT } from 'shared-i18n';
import { BreakableText, Card } from 'shared-ui';
import { FactList } from 'shared-ui/dashboard';
import { CaseFileLink } from './CaseFileLink';
import { CaseStatusBadge } from './CaseStatusBadge';
import { useCaseWords } from './caseWords';
import { registerCatalogueOfCases } from './i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

const Article = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h2`
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
  /** Who reads the card: the status is named for them (caseStatusFor). */
  reader: Role;
  /** Buttons under the card (View, Edit, Delete...). */
  actions?: ReactNode;
  /** More facts at the end of the card's list (dt/dd pairs), e.g. the next date. */
  facts?: ReactNode;
  className?: string;
}

/**
 * One case as a card, titled by its reference (a client's cards all share their own e-mail):
 * owner e-mail, type, subtype, summary (50 characters + '...'), download link, status (a labelled
 * badge, in the reader's words) and created date in long US format. The stored type and subtype
 * read in the page's language (caseWords): callers pass the case as stored.
 */
export function CaseCard({ case: item, reader, actions, facts, className }: CaseCardProps) {
  const t = useT();
  const words = useCaseWords();
  return (
    <Article className={className}>
      <Title>
        <BreakableText>{t('cases.card.titled', { reference: item.reference })}</BreakableText>
      </Title>
      <FactList>
        <dt>{t('cases.card.caseOwner')}</dt>
        <dd>
          <BreakableText>{item.caseOwner}</BreakableText>
        </dd>
        <dt>{t('cases.card.caseType')}</dt>
        <dd>{words.caseType(item.caseType)}</dd>
        <dt>{t('cases.card.caseSubtype')}</dt>
        <dd>{words.caseSubtype(item.caseSubtype)}</dd>
        <dt>{t('cases.card.summary')}</dt>
        <dd>{truncateSummary(item.summary)}</dd>
        <dt>{t('cases.card.file')}</dt>
        <dd>
          <CaseFileLink item={item}>{t('cases.card.download')}</CaseFileLink>
        </dd>
        <dt>{t('cases.card.status')}</dt>
        <dd>
          <CaseStatusBadge item={item} reader={reader} />
        </dd>
        <dt>{t('cases.card.created')}</dt>
        <dd>
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </dd>
        {facts}
      </FactList>
      {actions ? <Actions>{actions}</Actions> : null}
    </Article>
  );
}
