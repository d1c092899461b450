import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Sms } from 'shared-api';
import { fakeApi, okPage, signIn } from 'shared-api/src/testing/fakeApi';
import { activateLocaleNow, type Locale } from 'shared-i18n';
import { englishOf, leaks } from 'shared-i18n/src/testing/localeLeaks';
import { renderPage } from '../../__tests__/renderPage';
import SmsPage from '../SmsPage';

/** An SMS as GET /sms sends it: a delivered notice by default. */
const anSms = (overrides: Partial<Sms> = {}): Sms => ({
  id: 'sms-1',
  to: '+250788123456',
  kind: 'date_scheduled',
  locale: 'rw',
  segments: 1,
  encoding: 'gsm7',
  state: 'delivered',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-28T08:05:00.000Z',
  sentAt: '2026-11-28T08:05:01.000Z',
  deliveredAt: '2026-11-28T08:07:04.000Z',
  ...overrides,
});

const FAILED = anSms({
  id: 'sms-2',
  to: '+250781000002',
  kind: 'document_requested',
  locale: 'fr',
  segments: 2,
  state: 'failed',
  attempts: 5,
  lastError: 'the gateway answered 503',
  sentAt: null,
  deliveredAt: null,
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  signIn('admin');
  activateLocaleNow('en');
});

test('the SMS page lists each SMS newest first with its kind, state and delivery in words', async () => {
  const seen = fakeApi(({ url }) =>
    url === '/sms' ? okPage([FAILED, anSms()], 2, 1, 10) : undefined,
  );
  renderPage(<SmsPage accountMenu={null} />, '/sms');
  expect(screen.getByRole('heading', { name: 'SMS' })).toBeVisible();
  const table = await screen.findByRole('table', { name: 'SMS, newest first, page 1 of 1' });
  expect(screen.getByText('2 SMS')).toBeVisible();
  const [failed, delivered] = within(table).getAllByRole('row').slice(1);
  expect(cellsOf(failed!)).toEqual([
    'November 28, 2026 at 10:05 AM',
    '+250781000002',
    'Document asked for',
    'French',
    '2 (GSM-7)',
    'FailedLast error: the gateway answered 503',
    '5',
    'Not yet',
  ]);
  expect(cellsOf(delivered!)).toEqual([
    'November 28, 2026 at 10:05 AM',
    '+250788123456',
    'Hearing or meeting set',
    'Kinyarwanda',
    '1 (GSM-7)',
    'Delivered',
    '1',
    'November 28, 2026 at 10:07 AM',
  ]);
  // Each cell is labelled for the cards on a narrow screen.
  expect(within(delivered!).getByText('Delivered').closest('td')).toHaveAttribute(
    'data-label',
    'State',
  );
  expect(seen.filter((request) => request.url === '/sms').map((request) => request.params)).toEqual(
    [{ page: 1, limit: 10 }],
  );
});

test('the SMS are paged like the other admin lists', async () => {
  const seen = fakeApi(({ url, params }) =>
    url === '/sms'
      ? okPage(
          [anSms({ id: `sms-p${String(params.page)}`, attempts: Number(params.page) })],
          11,
          Number(params.page),
          10,
        )
      : undefined,
  );
  renderPage(<SmsPage accountMenu={null} />, '/sms');
  await screen.findByRole('table', { name: 'SMS, newest first, page 1 of 2' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(
    await screen.findByRole('table', { name: 'SMS, newest first, page 2 of 2' }),
  ).toBeVisible();
  expect(seen.at(-1)?.params).toEqual({ page: 2, limit: 10 });
});

test('no SMS yet: an empty state; a failed load: the message and a retry', async () => {
  fakeApi(({ url }) => (url === '/sms' ? okPage([], 0, 1, 10) : undefined));
  const empty = renderPage(<SmsPage accountMenu={null} />, '/sms');
  expect(await screen.findByText('No SMS sent yet')).toBeInTheDocument();
  empty.unmount();

  let down = true;
  fakeApi(({ url }) => {
    if (url !== '/sms') return undefined;
    return down ? { status: 503, data: {} } : okPage([anSms()], 1, 1, 10);
  });
  renderPage(<SmsPage accountMenu={null} />, '/sms');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get the SMS list');
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

describe.each(['rw', 'fr'] as Exclude<Locale, 'en'>[])('the SMS page in %s', (locale) => {
  test('reads in the language, no English left', async () => {
    activateLocaleNow(locale);
    fakeApi(({ url }) => (url === '/sms' ? okPage([FAILED, anSms()], 2, 1, 10) : undefined));
    renderPage(<SmsPage accountMenu={null} />, '/sms');
    const table = await screen.findByRole('table');
    const [failed, delivered] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(delivered!).slice(2, 4)).toEqual(
      locale === 'fr'
        ? ['Audience ou rendez-vous fixé', 'Kinyarwanda']
        : ['Hashyizweho iburanisha cyangwa inama', 'Ikinyarwanda'],
    );
    expect(failed).toHaveTextContent(locale === 'fr' ? 'Échec' : 'Byanze');
    expect(
      leaks(englishOf(['remote-admin', 'shared-ui', 'shared-api', 'shared-messages'], locale), [
        'the gateway answered 503',
        /the gateway answered 503$/,
      ]),
    ).toEqual([]);
    await act(async () => undefined);
  });
});
