import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { type Case } from 'shared-api';
import { fakeApi, ok, okPage, signIn } from 'shared-api/src/testing/fakeApi';
import { aCase, aNumberedCase } from 'shared-api/src/testing/fixtures';
import {
  aLawyerPerson,
  anAdminPerson,
  anEvent,
  aTimeline,
} from 'shared-api/src/testing/caseLifeFixtures';
import { activateLocaleNow, getLocale, type Locale } from 'shared-i18n';
import { toast } from 'shared-ui';
import AuditPage from '../audit/AuditPage';
import { CaseActionsModal } from '../cases/CaseActionsModal';
import fr from '../i18n/fr.json';
import rw from '../i18n/rw.json';
import AdminDashboard from '../pages/AdminDashboard';
import SubmittedCases from '../pages/SubmittedCases';
import Users from '../pages/Users';
import { AdminSignIn } from '../standalone/AdminSignIn';
import { EditCaseModal } from '../cases/EditCaseModal';
import { AdminCaseView } from '../cases/AdminCaseView';
import { sessionStore } from 'shared-api';
import { englishOf, leaks, visibleStrings } from 'shared-i18n/src/testing/localeLeaks';
import { renderPage } from './renderPage';

/** The catalogues the admin's pages show: its own and the shared packages'. */
const ADMIN_PAGES = ['remote-admin', 'shared-ui', 'shared-api', 'shared-messages', 'shared-cases'];

afterEach(() => act(() => toast.remove()));

/** A searched row as the server sends it: the case with its owner's and lawyer's names. */
const aRow = (n: number, overrides: Partial<Case> = {}) => ({
  ...aNumberedCase(n, overrides),
  ownerName: `Owner ${n}`,
  lawyerName: overrides.assignedTo ? `Lawyer of ${n}` : null,
});

/** Rows with a new case's 'pending', the admin's Received and Completed, one status typed by
 * hand, Done and Going, assigned and not. */
const ROWS = [
  aRow(1, { status: 'pending', markAsDoneArchived: 'Going' }),
  aRow(2, { status: 'Received', assignedTo: 'lawyer.one@example.com' }),
  aRow(3, { status: 'Completed', markAsDoneArchived: 'Done' }),
  aRow(4, { status: 'Awaiting the court' }),
];

/** The cases list, the lawyers, the users and the audit as the admin meets them. */
function serve({ capped = false } = {}) {
  return fakeApi(({ url, params }) => {
    if (url === '/cases/search')
      return capped
        ? ok(ROWS, 'OK', { total: 1000, page: 1, limit: 10, totalExact: false })
        : okPage(ROWS, ROWS.length, 1, 10);
    if (url === '/users' && params.role === 'adminStaff')
      return okPage(
        [
          {
            userId: 'l1',
            firstName: 'Eric',
            lastName: 'Ndayisaba',
            email: 'lawyer.one@example.com',
            role: 'adminStaff',
          },
        ],
        1,
        1,
        100,
      );
    if (url === '/users/lawyers') return ok([{ email: 'lawyer.one@example.com' }]);
    if (url === '/users')
      return okPage(
        [
          {
            userId: 'u1',
            firstName: 'Amina',
            lastName: 'Uwase',
            email: 'amina@example.com',
            phoneNumber: '0788000000',
            district: 'Gasabo',
            role: 'client',
          },
          {
            userId: 'u2',
            firstName: 'Eric',
            lastName: 'Ndayisaba',
            email: 'lawyer.one@example.com',
            phoneNumber: '',
            district: '',
            role: 'adminStaff',
          },
        ],
        2,
        1,
        10,
      );
    if (url === '/audit')
      return okPage(
        [
          anEvent({ action: 'assigned', actor: anAdminPerson, target: aLawyerPerson }),
          anEvent({
            action: 'status_changed',
            actor: aLawyerPerson,
            from: 'pending',
            to: 'Received',
          }),
        ],
        2,
        1,
        10,
      );
    if (url === '/cases/stats') return ok({ total: 4, received: 1, pending: 2, completed: 1 });
    if (url === '/messages/unread') return ok({ total: 0, byCase: {} });
    return undefined;
  });
}

/** The visible strings that are still English (the admin catalogue's or the shared packages')
 * or a key id: none. */
const expectNoEnglish = () =>
  expect(leaks(englishOf(ADMIN_PAGES, getLocale() as 'rw' | 'fr'))).toEqual([]);

describe.each([
  ['rw', rw],
  ['fr', fr],
] as [Locale, Record<string, string>][])('the admin in %s', (locale, texts) => {
  beforeEach(() => {
    signIn('admin');
    activateLocaleNow(locale);
  });

  test("submitted cases: the table (and its cards' labels), filters, bulk bar and count", async () => {
    serve({ capped: true });
    const user = userEvent.setup();
    renderPage(<SubmittedCases accountMenu={null} />, '/submitted-cases');
    const table = await screen.findByRole('table');
    expect(
      screen.getByRole('heading', { name: new RegExp(texts['admin.submitted.heading']!) }),
    ).toHaveTextContent('1000+');
    expect(
      await screen.findByText(texts['admin.list.foundAtLeast']!.replace('{count}', '1000')),
    ).toBeInTheDocument();
    // Statuses the admin picks read in the language; one typed by hand stays as typed.
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td:nth-child(6)')?.textContent);
    expect(statuses).toEqual(
      locale === 'fr'
        ? ['En attente', 'Reçu', 'Terminé', 'Awaiting the court']
        : ['Birategereje', 'Cyakiriwe', 'Byarangiye', 'Awaiting the court'],
    );
    // Case types and subtypes (stored in English) read in the language.
    expect(
      within(table).getAllByText(locale === 'fr' ? 'Affaires civiles' : 'Ibirego mbonezamubano'),
    ).toHaveLength(4);
    expect(within(table).getAllByText(locale === 'fr' ? 'Foncier' : 'Ubutaka')).toHaveLength(4);
    // Each cell is labelled for the cards under 640 px, in the language.
    expect(table.querySelector('tbody td')).toHaveAttribute(
      'data-label',
      texts['admin.column.caseId'],
    );
    expect(
      within(table).getAllByText(locale === 'fr' ? /^Soumis le / : /^Cyatanzwe ku wa /),
    ).toHaveLength(4);
    await user.click(
      screen.getByRole('checkbox', {
        name: texts['admin.table.select']!.replace('{reference}', 'BTJ-2026-00001'),
      }),
    );
    expect(screen.getByRole('group', { name: texts['admin.bulk.region'] })).toHaveTextContent(
      locale === 'fr' ? '1 dossier sélectionné' : 'Ikirego 1 cyahiswemo',
    );
    expectNoEnglish();
  });

  test('the Actions modal', async () => {
    serve();
    renderPage(
      <CaseActionsModal
        item={aCase({ status: 'pending', markAsDoneArchived: 'Going' })}
        onClose={() => undefined}
        onSettled={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: texts['admin.actions.title'] });
    expect(
      await within(dialog).findByRole('option', { name: 'lawyer.one@example.com' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: texts['admin.actions.save'] })).toBeVisible();
    expect(visibleStrings(dialog)).toEqual(expect.arrayContaining([texts['admin.actions.status']]));
    expectNoEnglish();
  });

  test('users, the audit and the home page', async () => {
    serve();
    const users = renderPage(<Users accountMenu={null} />, '/users');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent(locale === 'fr' ? 'Client' : 'Umukiliya');
    expect(screen.getAllByRole('row')[2]).toHaveTextContent(locale === 'fr' ? 'Avocat' : 'Avoka');
    expectNoEnglish();
    users.unmount();

    const audit = renderPage(<AuditPage accountMenu={null} />, '/audit');
    expect(await screen.findByText(locale === 'fr' ? '2 événements' : 'Ibikorwa 2')).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expectNoEnglish();
    audit.unmount();

    renderPage(<AdminDashboard accountMenu={null} />, '/admin-dashboard');
    expect(await screen.findByText(texts['admin.stats.total']!)).toBeVisible();
    expect(await screen.findByText('4')).toBeVisible();
    expectNoEnglish();
  });
});

describe.each([
  ['rw', rw],
  ['fr', fr],
] as [Locale, Record<string, string>][])('the admin dialogs and sign-in in %s', (locale, texts) => {
  test('Edit and View of a case', async () => {
    signIn('admin');
    activateLocaleNow(locale);
    fakeApi(({ url }) => {
      if (url.endsWith('/documents')) return ok([]);
      if (url.endsWith('/timeline')) return ok(aTimeline([]));
      return undefined;
    });
    const item = aCase({
      status: 'Pending',
      markAsDoneArchived: 'Going',
      caseType: 'Criminal Cases',
      caseSubtype: 'Theft',
    });
    const edit = renderPage(
      <EditCaseModal item={item} onClose={() => undefined} onSaved={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', {
      name: texts['admin.edit.title']!.replace('{reference}', item.reference),
    });
    expect(within(dialog).getByLabelText(texts['admin.edit.caseType']!)).toHaveDisplayValue(
      locale === 'fr' ? 'Affaires pénales' : 'Ibirego mpanabyaha',
    );
    expectNoEnglish();
    edit.unmount();
    renderPage(<AdminCaseView item={item} onClose={() => undefined} />);
    const view = screen.getByRole('dialog', { name: texts['admin.view.title'] });
    expect(within(view).getByText(texts['admin.view.notAssigned']!)).toBeVisible();
    expect(within(view).getByText(locale === 'fr' ? 'En attente' : 'Birategereje')).toBeVisible();
    expectNoEnglish();
    await act(async () => undefined);
  });

  test('the standalone sign-in tells a lawyer it is for admins, in the language', async () => {
    sessionStore.getState().clearSession();
    activateLocaleNow(locale);
    fakeApi(({ method, url }) =>
      method === 'POST' && url === '/users/login'
        ? {
            status: 200,
            data: {
              message: 'ok',
              token: `x.${btoa(JSON.stringify({ role: 'adminStaff', email: 'l@example.com' }))}.y`,
              user: { userId: 'l1', email: 'l@example.com', role: 'adminStaff' },
            },
          }
        : undefined,
    );
    renderPage(
      <Routes>
        <Route path="/" element={<AdminSignIn />} />
      </Routes>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: texts['admin.signIn.title'] })).toBeVisible();
    await user.type(screen.getByLabelText(texts['admin.signIn.email']!), 'l@example.com');
    await user.type(
      screen.getByLabelText(texts['admin.signIn.password']!, { selector: 'input' }),
      'Secret@123',
    );
    await user.click(screen.getByRole('button', { name: texts['admin.signIn.submit'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts['admin.signIn.notAnAdmin']!);
    expectNoEnglish();
  });
});

describe("the admin in English keeps the product's own texts", () => {
  beforeEach(() => signIn('admin'));

  test('a capped total reads 1000+ and statuses show by name (a typed one as typed)', async () => {
    serve({ capped: true });
    renderPage(<SubmittedCases accountMenu={null} />, '/submitted-cases');
    const table = await screen.findByRole('table');
    expect(await screen.findByText('1000+ cases found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Submitted Cases/ })).toHaveTextContent('1000+');
    expect(within(table).queryByText('pending')).not.toBeInTheDocument();
    expect(within(table).getAllByText('Pending').length).toBeGreaterThan(0);
    expect(within(table).getByText('Awaiting the court')).toBeInTheDocument();
    expect(within(table).getAllByText('Submitted November 22, 2026')).toHaveLength(4);
  });

  test('an exact total reads N cases found', async () => {
    serve();
    renderPage(<SubmittedCases accountMenu={null} />, '/submitted-cases');
    expect(await screen.findByText('4 cases found')).toBeInTheDocument();
  });
});

test('the standalone sign-in has its own language switch: French at once, every text', async () => {
  sessionStore.getState().clearSession();
  renderPage(
    <Routes>
      <Route path="/" element={<AdminSignIn />} />
    </Routes>,
  );
  expect(screen.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
  expect(await screen.findByRole('heading', { name: fr['admin.signIn.title'] })).toBeVisible();
  expect(screen.getByRole('button', { name: fr['admin.signIn.submit'] })).toBeVisible();
  expect(leaks(englishOf(ADMIN_PAGES, 'fr'))).toEqual([]);
});
