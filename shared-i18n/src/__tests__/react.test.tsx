import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher, Trans, useCatalogue, useT } from '../react';
import { activateLocaleNow, addCatalogue, registerCatalogue } from '../runtime';
import { compileCatalogue } from '../testing/i18nForTests';

const texts = {
  en: {
    'demo.greeting': 'Welcome, {name}',
    'demo.terms': 'Read the <link>terms</link> and <b>sign</b>.',
  },
  rw: {
    'demo.greeting': 'Murakaza neza, {name}',
    'demo.terms': 'Soma <link>amabwiriza</link> maze <b>usinye</b>.',
  },
  fr: {
    'demo.greeting': 'Bienvenue, {name}',
    'demo.terms': 'Lisez les <link>conditions</link> et <b>signez</b>.',
  },
};

beforeAll(() => {
  registerCatalogue('demo', async (locale) => ({ default: compileCatalogue(texts[locale]) }));
  addCatalogue('demo', 'en', compileCatalogue(texts.en));
});

beforeEach(() => {
  activateLocaleNow('en');
  document.documentElement.lang = 'en';
});

function Greeting() {
  const t = useT();
  return <h1>{t('demo.greeting', { name: 'Aline' })}</h1>;
}

test('the switcher lists each language in its own name with its lang, and switches texts and <html lang>', async () => {
  const user = userEvent.setup();
  render(
    <>
      <LanguageSwitcher />
      <Greeting />
    </>,
  );
  const select = screen.getByRole('combobox', { name: 'Language' });
  const options = screen.getAllByRole('option');
  expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
    ['English', 'en'],
    ['Ikinyarwanda', 'rw'],
    ['Français', 'fr'],
  ]);
  expect(screen.getByRole('heading')).toHaveTextContent('Welcome, Aline');

  await user.selectOptions(select, 'rw');
  await waitFor(() =>
    expect(screen.getByRole('heading')).toHaveTextContent('Murakaza neza, Aline'),
  );
  expect(document.documentElement.lang).toBe('rw');
  expect(screen.getByRole('combobox', { name: 'Ururimi' })).toHaveValue('rw');

  await user.selectOptions(screen.getByRole('combobox'), 'fr');
  await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Bienvenue, Aline'));
  expect(document.documentElement.lang).toBe('fr');
  expect(document.cookie).toContain('btj_locale=fr');
});

test('a hidden label still names the select', () => {
  render(<LanguageSwitcher hideLabel />);
  expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  expect(screen.queryByText('Language')).toBeNull();
});

test('Trans puts the given elements in place of the tags, never markup from values', () => {
  const { container } = render(
    <Trans id="demo.terms" components={{ link: <a href="/terms" />, b: <strong /> }} />,
  );
  expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
  expect(container.querySelector('strong')).toHaveTextContent('sign');
  expect(container).toHaveTextContent('Read the terms and sign.');

  render(
    <Trans id="demo.greeting" values={{ name: '<b>Eve</b>' }} components={{ b: <strong /> }} />,
  );
  expect(screen.getByText('Welcome, <b>Eve</b>')).toBeInTheDocument();
});

test('useCatalogue suspends until the namespace is loaded for the current locale', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  registerCatalogue('late', async (locale) => {
    await gate;
    return { 'late.title': { en: 'Late page', rw: 'Urupapuro', fr: 'Page tardive' }[locale] };
  });
  function LatePage() {
    useCatalogue('late');
    const t = useT();
    return <p>{t('late.title')}</p>;
  }
  await act(async () => {
    render(
      <Suspense fallback={<p>…</p>}>
        <LatePage />
      </Suspense>,
    );
  });
  expect(screen.getByText('…')).toBeInTheDocument();
  await act(async () => release());
  expect(await screen.findByText('Late page')).toBeInTheDocument();
});
