import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, okPage, signIn } from 'shared-api/src/testing/fakeApi';
import { aLawyerPerson, anAdminPerson, anEvent } from 'shared-api/src/testing/caseLifeFixtures';
import { renderPage } from '../../__tests__/renderPage';
import AuditPage from '../AuditPage';
import { auditFilterOf, auditQueryOf } from '../auditFilter';

describe('auditFilterOf / auditQueryOf', () => {
  it('keeps known values, drops the rest, and takes the To day whole (Kigali days)', () => {
    const values = auditFilterOf(
      new URLSearchParams('actor= a@b.rw &action=status_changed&from=2026-11-01&to=2026-11-22'),
    );
    expect(values).toEqual({
      actor: 'a@b.rw',
      action: 'status_changed',
      from: '2026-11-01',
      to: '2026-11-22',
    });
    expect(auditQueryOf(values)).toEqual({
      actor: 'a@b.rw',
      action: 'status_changed',
      from: '2026-10-31T22:00:00.000Z',
      to: '2026-11-22T22:00:00.000Z',
    });
    expect(auditFilterOf(new URLSearchParams('action=hack&from=yesterday'))).toEqual({
      actor: '',
      action: '',
      from: '',
      to: '',
    });
  });
});

test('the audit view lists events newest first and asks again with the filters applied', async () => {
  signIn('admin');
  const seen = fakeApi(({ url, params }) => {
    if (url !== '/audit') return undefined;
    return params.action === 'status_changed'
      ? okPage(
          [
            anEvent({
              action: 'status_changed',
              actor: aLawyerPerson,
              from: 'pending',
              to: 'Received',
            }),
          ],
          1,
          1,
          10,
        )
      : okPage(
          [anEvent({ action: 'assigned', actor: anAdminPerson, target: aLawyerPerson }), anEvent()],
          2,
          1,
          10,
        );
  });
  renderPage(<AuditPage accountMenu={null} />, '/audit');
  const table = await screen.findByRole('table');
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]!.textContent),
  ).toEqual(['Case assigned to Lawyer One', 'Case submitted by Aline Uwase']);

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'status_changed');
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(
    await screen.findByText('Status changed from Pending to Received by Lawyer One'),
  ).toBeInTheDocument();
  expect(seen.at(-1)?.params).toEqual({
    page: 1,
    limit: 10,
    action: 'status_changed',
    from: '2026-10-31T22:00:00.000Z',
  });
});
