import { emptyAgenda } from 'shared-api/src/testing/caseDatesFixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from 'shared-api';
import { DataProvider } from 'shared-api/queries';
import { fakeApi, ok, okPage } from 'shared-api/src/testing/fakeApi';
import { aNumberedCase } from 'shared-api/src/testing/fixtures';
import { aDocument, anEvent, aTimeline } from 'shared-api/src/testing/caseLifeFixtures';
import { activateLocaleNow } from 'shared-i18n';
import { AppProviders } from 'shared-ui';
import fr from '../i18n/fr.json';
import rw from '../i18n/rw.json';
import StaffDashboard from '../pages/StaffDashboard';
import { englishOf, leaks, visibleStrings } from 'shared-i18n/src/testing/localeLeaks';

/** The catalogues the lawyer's pages show: its own and the shared packages'. */
const STAFF_PAGES = ['remote-staff', 'shared-ui', 'shared-api', 'shared-messages', 'shared-cases'];
const ASSIGNED = `/cases/assignedTo/${encodeURIComponent('lawyer.one@example.com')}`;
const item = aNumberedCase(4, {
  caseType: 'Criminal Cases',
  caseSubtype: 'Theft',
  status: 'Pending',
  assignedTo: 'lawyer.one@example.com',
});
/** The case's summary on its card: the client's words (data, written in any language). */
const DATA = [new RegExp(`^${item.summary.slice(0, 20)}`)];

function serve() {
  fakeApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    const agenda = emptyAgenda(method, url);
    if (agenda) return agenda;
    if (url === ASSIGNED) return okPage([item], 1, 1, 3);
    if (url === '/messages/unread') return ok({ total: 0, byCase: {} });
    if (/\/client$/.test(url))
      return ok({
        userId: 'user-1',
        name: 'Aline Uwase',
        email: 'aline@example.com',
        phoneNumber: '0788123456',
        preferredContact: 'phone',
      });
    if (/\/notes$/.test(url)) return okPage([], 0, 1, 100);
    if (/\/documents$/.test(url)) return ok([aDocument(1)]);
    if (/\/timeline$/.test(url)) return ok(aTimeline([anEvent()]));
    return undefined;
  });
}

beforeEach(() => {
  sessionStore.getState().setSession({
    token: 'token',
    userId: 'lawyer-1',
    email: 'lawyer.one@example.com',
  });
});

describe.each([
  ['rw', rw],
  ['fr', fr],
] as const)('the lawyer dashboard in %s', (locale, texts) => {
  test('the list, the search and the case view with the lawyer tools: no English, no key id', async () => {
    activateLocaleNow(locale);
    serve();
    render(
      <AppProviders>
        <DataProvider>
          <MemoryRouter initialEntries={['/staff-dashboard']}>
            <StaffDashboard accountMenu={null} />
          </MemoryRouter>
        </DataProvider>
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { name: new RegExp(texts['staff.dashboard.heading']) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: texts['staff.frame.navLabel'] })).toBeVisible();
    expect(screen.getByLabelText(texts['staff.search.label'])).toHaveAttribute(
      'placeholder',
      texts['staff.search.placeholder'],
    );
    // The stored status 'Pending' is offered in the reader's words.
    const statusOptions = within(screen.getByLabelText(texts['staff.search.status']))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(statusOptions).toContain(locale === 'fr' ? 'En attente' : 'Birategereje');
    // The cards name the stored type and subtype in the reader's words.
    expect(await screen.findByRole('article')).toHaveTextContent(
      locale === 'fr' ? 'Affaires pénales' : 'Ibirego mpanabyaha',
    );
    expect(leaks(englishOf(STAFF_PAGES, locale), DATA)).toEqual([]);

    await userEvent.click(
      await screen.findByRole('button', { name: texts['staff.dashboard.view'] }),
    );
    const dialog = screen.getByRole('dialog', { name: texts['staff.view.title'] });
    const contact = await within(dialog).findByRole('region', {
      name: texts['staff.contact.heading'],
    });
    expect(await within(contact).findByText('0788123456')).toBeInTheDocument();
    expect(
      within(contact).getByText(locale === 'fr' ? 'Par téléphone' : 'Kuri telefone'),
    ).toBeVisible();
    expect(within(dialog).getByText(texts['staff.notes.lead'])).toBeVisible();
    const strings = visibleStrings();
    expect(strings).toContain(texts['staff.statusChange.save']);
    expect(leaks(englishOf(STAFF_PAGES, locale), DATA, strings)).toEqual([]);
    // The view's own table names the type and subtype in the reader's words.
    const facts = within(dialog).getByRole('table');
    expect(facts).toHaveTextContent(locale === 'fr' ? 'Affaires pénales' : 'Ibirego mpanabyaha');
    expect(facts).toHaveTextContent(locale === 'fr' ? 'Vol' : 'Ubujura');
  });
});
