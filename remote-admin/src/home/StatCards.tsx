import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { getCaseStats, type CaseStats } from 'shared-api';
import { Card, ErrorState } from 'shared-ui';

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
  { key: 'total', label: 'Total Cases' },
  { key: 'received', label: 'Received' },
  { key: 'pending', label: 'Pending' },
  { key: 'completed', label: 'Completed' },
];

/** The admin home's stat cards, with the server's real counts (instead of the spec's fixed 100). */
export function StatCards() {
  const [stats, setStats] = useState<CaseStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getCaseStats().then(
      (answer) => {
        if (!current) return;
        setError(null);
        setStats(answer);
      },
      (failure: unknown) =>
        current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (error && !stats)
    return <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <Grid aria-label="Case statistics" aria-busy={stats === null}>
      {CARDS.map(({ key, label }) => (
        <li key={key}>
          <Stat as="div">
            <Label>{label}</Label>
            <Value>{stats ? stats[key] : '…'}</Value>
          </Stat>
        </li>
      ))}
    </Grid>
  );
}
