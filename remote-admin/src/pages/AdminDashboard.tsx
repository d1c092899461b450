import styled from 'styled-components';
import { greetingFor } from 'shared-contract';
import type { RemotePageProps } from 'shared-ui';
import { PageHeading } from 'shared-ui/dashboard';
import { getLocale, useT } from 'shared-i18n';
import { StatCards } from '../home/StatCards';
import { useNow } from '../home/useNow';
import { AdminLayout } from '../layout/AdminLayout';

const Clock = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The clock: 12-hour time in English; French and Kinyarwanda read the 24-hour day. */
const TIME = {
  en: new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
  other: new Intl.DateTimeFormat('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }),
};

const GREETING_PART = {
  'Good morning': 'morning',
  'Good afternoon': 'afternoon',
  'Good evening': 'evening',
} as const;

/** Admin home: a greeting by the time of day, a clock ticking every second, the counts. */
export default function AdminDashboard({ accountMenu }: RemotePageProps) {
  const t = useT();
  const now = useNow(1000);
  const clock = getLocale() === 'en' ? TIME.en : TIME.other;
  return (
    <AdminLayout accountMenu={accountMenu}>
      <PageHeading>
        {t('admin.home.greeting', { part: GREETING_PART[greetingFor(now)] })}
      </PageHeading>
      <Clock>
        <time dateTime={now.toISOString()}>{clock.format(now)}</time>
      </Clock>
      <StatCards />
    </AdminLayout>
  );
}
