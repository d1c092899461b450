import styled from 'styled-components';
import type { CaseStats } from 'shared-api';
import { useQuery } from 'shared-api/queries';
import { caseQueries } from 'shared-cases';
import { Card } from 'shared-ui';
import { ErrorState } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Stat = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brand};
`;

const CARDS: { key: keyof CaseStats; label: string }[] = [
  { key: 'total', label: 'admin.stats.total' },
  { key: 'received', label: 'admin.stats.received' },
  { key: 'pending', label: 'admin.stats.pending' },
  { key: 'completed', label: 'admin.stats.completed' },
];

/** The admin home's stat cards, with the server's real counts (instead of a hard-coded 100). */
export function StatCards() {
  const t = useT();
  const { data: stats, error, refetch } = useQuery(caseQueries.stats());

  if (error && !stats) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  return (
    <Grid aria-label={t('admin.stats.label')} aria-busy={stats === undefined}>
      {CARDS.map(({ key, label }) => (
        <li key={key}>
          <Stat as="div">
            <Label>{t(label)}</Label>
            <Value>{stats ? stats[key] : '…'}</Value>
          </Stat>
        </li>
      ))}
    </Grid>
  );
}
