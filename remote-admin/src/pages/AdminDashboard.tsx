import styled from 'styled-components';
import { greetingFor } from 'shared-api';
import { PageHeading, type RemotePageProps } from 'shared-ui';
import { StatCards } from '../home/StatCards';
import { useNow } from '../home/useNow';
import { AdminLayout } from '../layout/AdminLayout';

const Clock = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.muted};
`;

const TIME = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Admin home (spec §2): a greeting by the time of day, a clock ticking every second, the counts. */
export default function AdminDashboard({ accountMenu }: RemotePageProps) {
  const now = useNow(1000);
  return (
    <AdminLayout accountMenu={accountMenu}>
      <PageHeading>{greetingFor(now)}</PageHeading>
      <Clock>
        <time dateTime={now.toISOString()}>{TIME.format(now)}</time>
      </Clock>
      <StatCards />
    </AdminLayout>
  );
}
