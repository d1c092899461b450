import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { activateLocaleNow, type Locale } from 'shared-i18n';
import enMain from '../i18n/en.json';
import rwMain from '../i18n/rw.json';
import frMain from '../i18n/fr.json';
import enPages from '../i18n/pages/en.json';
import rwPages from '../i18n/pages/rw.json';
import frPages from '../i18n/pages/fr.json';
import Landing from '../pages/Landing';
import TaxConsultancy from '../pages/TaxConsultancy';
import Mediation from '../pages/Mediation';
import Login from '../pages/Login';
import Register from '../pages/Register';
import ForgotPassword from '../pages/ForgotPassword';
import AccountVerified from '../pages/AccountVerified';
import CheckEmail from '../pages/CheckEmail';
import LegacyPage from '../pages/LegacyPage';
import { renderPage } from './renderPage';

// The remote's two catalogues: the landing page's and its other pages'.
const CATALOGUES: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  rw: { ...rwMain, ...rwPages },
  fr: { ...frMain, ...frPages },
};
const EN: Record<string, string> = { ...enMain, ...enPages };

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What a reader meets, piece by piece: each element's text and the texts given to assistive
 * technology (aria-label, alt, placeholder, title).
 */
function piecesSaid(): string[] {
  const elements = [...document.body.querySelectorAll('*')];
  return [
    ...elements.map((element) => squash(element.textContent ?? '')),
    ...elements.flatMap((element) =>
      ['aria-label', 'alt', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ].filter(Boolean);
}

/**
 * The English texts of the landing catalogue still said in `locale` (plain messages whose
 * translation differs): a whole element or label saying one, or a sentence of one anywhere.
 * (Shorter ones may be part of a translation: "Advocate Bridge", a name, in a French sentence.)
 */
function englishLeft(locale: Exclude<Locale, 'en'>): string[] {
  const pieces = piecesSaid();
  const whole = new Set(pieces);
  const all = pieces.join('\n');
  return Object.keys(EN)
    .filter((key) => !/[{<]/.test(EN[key]!) && EN[key] !== CATALOGUES[locale][key])
    .map((key) => squash(EN[key]!))
    .filter((text) => whole.has(text) || (text.length > 25 && all.includes(text)));
}

const SCREENS: [string, ReactElement, string][] = [
  ['/', <Landing key="landing" />, '/'],
  ['/taxc', <TaxConsultancy key="taxc" />, '/taxc'],
  ['/med', <Mediation key="med" />, '/med'],
  ['/login', <Login key="login" />, '/login'],
  ['/register', <Register key="register" />, '/register'],
  ['/forgot-password', <ForgotPassword key="forgot" />, '/forgot-password'],
  ['/verifyno', <AccountVerified key="verifyno" />, '/verifyno'],
  ['/verifyno1', <CheckEmail key="verifyno1" />, '/verifyno1'],
  ['/contacts', <LegacyPage key="contacts" />, '/contacts'],
  ['/services', <LegacyPage key="services" />, '/services'],
];

describe.each(['rw', 'fr'] as const)('the landing remote in %s', (locale) => {
  beforeEach(() => activateLocaleNow(locale));

  it.each(SCREENS)('%s shows no key and no English text of the catalogue', async (_, page, url) => {
    renderPage(page, url);
    if (url === '/') await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(piecesSaid().join('\n')).not.toMatch(/\blanding\.[a-zA-Z]/);
    expect(englishLeft(locale)).toEqual([]);
  });

  it('names the service Advocate Bridge, as in English (a name, not a phrase to translate)', async () => {
    renderPage(<Landing />, '/');
    expect(
      await screen.findByRole('heading', { name: 'Advocate Bridge' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("the NavBar's switcher shows the current language", () => {
    renderPage(<Landing />, '/');
    const names = { rw: 'Ururimi', fr: 'Langue' };
    expect(screen.getAllByRole('combobox', { name: names[locale] })[0]).toHaveValue(locale);
  });
});
