import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocaleNow, formatDate, onLocaleChange, t, type Locale } from 'shared-i18n';
import { aCase, aNumberedCase } from 'shared-api/src/testing/fixtures';
import {
  aDocument,
  aLawyerPerson,
  anAdminPerson,
  anEvent,
  aTimeline,
} from 'shared-api/src/testing/caseLifeFixtures';
import { englishOf, leaks } from 'shared-i18n/src/testing/localeLeaks';
import UserDashboard from '../pages/UserDashboard';
import SingleCase from '../pages/SingleCase';
import UpdateCase from '../pages/UpdateCase';
import Profile from '../pages/Profile';
import { fakeApi, ok, resetStores, signIn } from './support/clientApi';
import { renderPage } from './support/renderPage';

/**
 * The client's screens in Kinyarwanda and French: every text on them, their labels,
 * placeholders and options included, comes from the rw/fr catalogues: no key id and no English
 * text of the catalogues the screens use (client, ui, api, messages) is left.
 */

const OWNERS = ['remote-client', 'shared-ui', 'shared-api', 'shared-messages', 'shared-cases'];

/** The fixtures' summaries (data, in English): 'Case 1: a dispute…' reads like 'Case {reference}'. */
const DATA = [/^Case \d+: a dispute about the boundary/];

const user = {
  userId: 'user-1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  idNo: '1199880012345678',
  phoneNumber: '0788000000',
  preferredContact: 'email',
  district: 'Gasabo',
  sector: 'Kimironko',
  cell: 'Bibare',
  role: 'client',
  locale: 'en',
};

const assigned = aNumberedCase(1, { assignedTo: 'lawyer.one@example.com', status: 'Received' });
const open = aNumberedCase(2);
const single = aCase({ assignedTo: 'lawyer.one@example.com', status: 'Received' });

function server() {
  return fakeApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    if (url === '/cases/user-1') return ok([assigned, open, aNumberedCase(3), aNumberedCase(4)]);
    if (url.startsWith('/cases/singleCase/')) return ok(single);
    if (url.endsWith('/timeline'))
      return ok(
        aTimeline([
          anEvent(),
          anEvent({ action: 'assigned', actor: anAdminPerson, target: aLawyerPerson }),
        ]),
      );
    if (url.endsWith('/documents')) return ok([aDocument(1)]);
    if (url === '/users/user-1') return ok(user);
    if (url === '/users/user-1/notification-preferences')
      return ok([
        { kind: 'case_received', label: 'Your case was received', email: true, inApp: true },
        { kind: 'message_received', label: 'A new message on a case', email: true, inApp: false },
      ]);
    if (url === '/messages/unread') return ok({ total: 0, byCase: {} });
    return undefined;
  });
}

beforeEach(() => {
  resetStores();
  signIn();
  server();
});

describe.each<Exclude<Locale, 'en'>>(['rw', 'fr'])('in %s', (locale) => {
  const english = englishOf(OWNERS, locale);
  const expectNoEnglish = () => expect(leaks(english, DATA)).toEqual([]);

  beforeEach(() => activateLocaleNow(locale));

  test('the dashboard: cards, a locked case, pagination, the delete question, a case viewed', async () => {
    renderPage(
      '/user-dashboard',
      '/user-dashboard',
      <UserDashboard accountMenu={<span>Aline</span>} />,
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: t('client.dashboard.headingCount', { count: 4 }),
      }),
    ).toBeInTheDocument();
    // The cards' dates in the locale's form (Kigali), their case types in the locale's words.
    expect(screen.getAllByText(t('cases.taxonomy.civilMatters'))).toHaveLength(3);
    expect(screen.getAllByText(formatDate('2026-11-22T10:00:00.000Z'))).toHaveLength(3);
    expectNoEnglish();

    const [, openCard] = screen.getAllByRole('article');
    await userEvent.click(within(openCard!).getByRole('button', { name: t('client.card.delete') }));
    expect(
      await screen.findByRole('alertdialog', { name: t('client.delete.question') }),
    ).toBeVisible();
    expectNoEnglish();
    await userEvent.click(screen.getByRole('button', { name: t('client.delete.cancel') }));

    await userEvent.click(screen.getAllByRole('button', { name: t('client.card.view') })[0]!);
    const dialog = await screen.findByRole('dialog', { name: t('client.singleCase.title') });
    await within(dialog).findByRole('region', { name: t('cases.timeline.title') });
    await within(dialog).findByRole('link', { name: 'evidence1.pdf' });
    expectNoEnglish();
  });

  test('the submit-case modal: its fields, options, hint and the first rule it refuses', async () => {
    fakeApi(({ url }) => (url === '/cases/user-1' ? ok([]) : undefined));
    renderPage('/user-dashboard?submit=case', '/user-dashboard', <UserDashboard />);
    const dialog = await screen.findByRole('dialog', { name: t('client.submitCase.title') });
    const type = within(dialog).getByRole('combobox', { name: t('client.caseType.label') });
    // The case types are offered in the reader's language, the stored value unchanged.
    await userEvent.selectOptions(type, [t('cases.taxonomy.civilMatters')]);
    expect(type).toHaveValue('Civil matters');
    expect(within(dialog).getByRole('option', { name: t('cases.taxonomy.land') })).toHaveAttribute(
      'value',
      'Land',
    );
    expectNoEnglish();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('client.submitCase.submit') }),
    );
    await waitFor(() => expect(within(dialog).getByRole('alert')).toBeVisible());
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t('api.caseSubmit.caseSubtype'));
    expectNoEnglish();
  });

  test('the single case page and the edit page of a case nobody has yet', async () => {
    const { unmount } = renderPage('/single-case?id=case-1', '/single-case', <SingleCase />);
    expect(await screen.findByText(single.summary)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t('client.singleCase.title') })).toBeVisible();
    expectNoEnglish();
    unmount();

    fakeApi(({ url }) =>
      url === '/cases/singleCase/case-1' ? ok(aCase({ assignedTo: null })) : undefined,
    );
    renderPage('/update-case/case-1', '/update-case/:id', <UpdateCase />);
    expect(
      await screen.findByRole('button', { name: t('client.updateCase.submit') }),
    ).toBeVisible();
    expect(
      screen.getByText(t('client.updateCase.currentFile', { fileName: 'deed.pdf' })),
    ).toBeVisible();
    expectNoEnglish();
  });

  test('the profile: its fields, a rule it refuses, the notification settings, the language', async () => {
    renderPage('/profile', '/profile', <Profile />);
    const first = await screen.findByRole('textbox', { name: t('client.profile.firstName') });
    await screen.findByRole('group', { name: t('client.notifications.kind.case_received') });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: t('ui.places.district') })).toHaveValue('Gasabo'),
    );
    expectNoEnglish();
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: t('client.profile.update') }));
    expect(first).toHaveAccessibleDescription(t('client.rule.required.firstName'));
    expectNoEnglish();
  });
});

test('the profile language choice switches every text and is handed to the shell to save', async () => {
  const changes: Array<[Locale, string]> = [];
  const stop = onLocaleChange((locale, source) => changes.push([locale, source]));
  renderPage('/profile', '/profile', <Profile />);
  await screen.findByRole('textbox', { name: 'First Name' });
  const language = screen.getByRole('combobox', { name: 'Language' });
  await userEvent.selectOptions(language, ['fr']);
  expect(await screen.findByRole('heading', { name: 'Modifier le profil' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Aline');
  // signed in, the app saves a user's switch on the profile (shared-api's keepLocaleWithProfile)
  expect(changes).toContainEqual(['fr', 'user']);
  stop();
});

test('a refusal in the reader’s language goes beside the field the API names', async () => {
  activateLocaleNow('fr');
  const refusal =
    'Le numéro de téléphone doit être un numéro mobile rwandais : +250 7XX XXX XXX ou 07XX XXX XXX.';
  fakeApi(({ method, url }) => {
    if (url !== '/users/user-1') return undefined;
    return method === 'PUT'
      ? { status: 400, data: { status: 'error', message: refusal, field: 'phoneNumber' } }
      : ok(user);
  });
  renderPage('/profile', '/profile', <Profile />);
  const phone = await screen.findByRole('textbox', { name: 'Numéro de téléphone' });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: t('ui.places.district') })).toHaveValue('Gasabo'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(phone).toHaveAccessibleDescription(refusal));
  expect(phone).toHaveFocus();
});
