import styled from 'styled-components';
import { ADMIN_PAGE_SIZE } from 'shared-contract';
import type { Sms } from 'shared-api';
import { smsQueries, usePagedQuery } from 'shared-api/queries';
import { BreakableText, ToneBadge, type BadgeTone, type RemotePageProps } from 'shared-ui';
import { PageHeading, PagedList, Table } from 'shared-ui/dashboard';
import { formatDate, useT } from 'shared-i18n';
import { AdminLayout } from '../layout/AdminLayout';

/** Below this width of the table's frame (px) each SMS is a card of labelled values. */
const SMS_CARDS_BELOW_PX = 900;

type SmsState = Sms['state'];

/** One tone per state; only a failure is red. */
const TONES: Record<SmsState, BadgeTone> = {
  queued: 'neutral',
  sent: 'info',
  delivered: 'success',
  failed: 'danger',
};

const ErrorText = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** An SMS's state in words (never by colour alone) and, when a try failed, what went wrong. */
function SmsStateBadge({ sms }: { sms: Sms }) {
  const t = useT();
  return (
    <>
      <ToneBadge $tone={TONES[sms.state] ?? 'neutral'} data-state={sms.state}>
        {t('admin.sms.stateName', { state: sms.state })}
      </ToneBadge>
      {sms.lastError ? (
        <ErrorText>
          <BreakableText>{t('admin.sms.lastError', { error: sms.lastError })}</BreakableText>
        </ErrorText>
      ) : null}
    </>
  );
}

/** /sms: every SMS the firm sent, newest first, with its delivery state (admin). */
export default function SmsPage({ accountMenu }: RemotePageProps) {
  const t = useT();
  const list = usePagedQuery((paging) => smsQueries.page(paging), ADMIN_PAGE_SIZE);
  return (
    <AdminLayout accountMenu={accountMenu}>
      <PageHeading>{t('admin.sms.heading')}</PageHeading>
      <p>
        {list.loading ? t('admin.sms.loadingCount') : t('admin.sms.count', { count: list.total })}
      </p>
      <PagedList
        list={list}
        loadingLabel={t('admin.sms.loading')}
        emptyTitle={t('admin.sms.empty')}
      >
        {(messages) => (
          <Table
            caption={t('admin.sms.caption', { page: list.page, pages: list.totalPages })}
            cardsBelow={SMS_CARDS_BELOW_PX}
          >
            <thead>
              <tr>
                <th scope="col">{t('admin.sms.when')}</th>
                <th scope="col">{t('admin.sms.to')}</th>
                <th scope="col">{t('admin.sms.what')}</th>
                <th scope="col">{t('admin.sms.language')}</th>
                <th scope="col">{t('admin.sms.segments')}</th>
                <th scope="col">{t('admin.sms.state')}</th>
                <th scope="col">{t('admin.sms.attempts')}</th>
                <th scope="col">{t('admin.sms.deliveredAt')}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((sms) => (
                <tr key={sms.id} data-sms-to={sms.to}>
                  <td data-label={t('admin.sms.when')}>
                    <time dateTime={sms.createdAt}>{formatDate(sms.createdAt, 'dateTime')}</time>
                  </td>
                  <td data-label={t('admin.sms.to')}>
                    <span dir="ltr">{sms.to}</span>
                  </td>
                  <td data-label={t('admin.sms.what')}>
                    {t('admin.sms.kindName', { kind: sms.kind })}
                  </td>
                  <td data-label={t('admin.sms.language')}>
                    {t('admin.sms.languageName', { locale: sms.locale })}
                  </td>
                  <td data-label={t('admin.sms.segments')}>
                    {sms.segments} ({t('admin.sms.encodingName', { encoding: sms.encoding })})
                  </td>
                  <td data-label={t('admin.sms.state')}>
                    <SmsStateBadge sms={sms} />
                  </td>
                  <td data-label={t('admin.sms.attempts')}>{sms.attempts}</td>
                  <td data-label={t('admin.sms.deliveredAt')}>
                    {sms.deliveredAt ? (
                      <time dateTime={sms.deliveredAt}>
                        {formatDate(sms.deliveredAt, 'dateTime')}
                      </time>
                    ) : (
                      t('admin.sms.notYet')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedList>
    </AdminLayout>
  );
}
