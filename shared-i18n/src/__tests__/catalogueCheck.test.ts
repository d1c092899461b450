import { checkCatalogues, checkNamedKeys, placeholdersOf } from '../check/catalogueCheck';
import type { OwnerCatalogues } from '../check/discover';

const sound: OwnerCatalogues = {
  owner: 'shared-demo',
  catalogues: {
    en: {
      'demo.hello': 'Hello {name}',
      'demo.cases': '{count, plural, one {# case} other {# cases}}',
      'demo.brand': 'Bridge to Justice',
    },
    rw: {
      'demo.hello': 'Muraho {name}',
      'demo.cases': '{count, plural, one {ikirego #} other {ibirego #}}',
      'demo.brand': 'Bridge to Justice',
    },
    fr: {
      'demo.hello': 'Bonjour {name}',
      'demo.cases': '{count, plural, one {# dossier} other {# dossiers}}',
      'demo.brand': 'Bridge to Justice',
    },
  },
  dynamicKeys: ['demo.cases'],
};
const sources = 't(\'demo.hello\'); t("demo.brand")';
const untranslated = { keys: [], values: ['Bridge to Justice'] };

function withCatalogue(
  locale: 'en' | 'rw' | 'fr',
  entries: Record<string, string>,
): OwnerCatalogues {
  return { ...sound, catalogues: { ...sound.catalogues, [locale]: entries } };
}

test('a sound catalogue passes', () => {
  expect(checkCatalogues({ owners: [sound], sources, untranslated })).toEqual([]);
});

test('fails on a key missing in a locale, and on a missing locale file', () => {
  const { 'demo.hello': _dropped, ...rest } = sound.catalogues.fr!;
  expect(checkCatalogues({ owners: [withCatalogue('fr', rest)], sources, untranslated })).toEqual([
    'shared-demo: demo.hello is missing in fr',
  ]);
  const noRw: OwnerCatalogues = {
    ...sound,
    catalogues: { en: sound.catalogues.en, fr: sound.catalogues.fr },
  };
  expect(checkCatalogues({ owners: [noRw], sources, untranslated })).toEqual([
    'shared-demo: no rw.json',
  ]);
});

test('fails on invalid ICU and on placeholders that differ', () => {
  const broken = withCatalogue('rw', {
    ...sound.catalogues.rw,
    'demo.hello': 'Muraho {izina}',
    'demo.cases': '{count, plural, one {ikirego #} other {ibirego #}',
  });
  const problems = checkCatalogues({ owners: [broken], sources, untranslated });
  expect(problems).toContainEqual(expect.stringMatching(/demo\.cases in rw is not valid ICU/));
  expect(problems).toContainEqual(
    'shared-demo: demo.hello in rw has placeholders [{izina}], en has [{name}]',
  );
});

test('fails on English left in rw/fr, except the allowed names', () => {
  const english = withCatalogue('fr', { ...sound.catalogues.fr, 'demo.hello': 'Hello {name}' });
  expect(checkCatalogues({ owners: [english], sources, untranslated })).toEqual([
    'shared-demo: demo.hello in fr is the English text "Hello {name}"',
  ]);
});

test('fails on an unused key and on a dynamic key no catalogue has', () => {
  expect(checkCatalogues({ owners: [sound], sources: "t('demo.hello')", untranslated })).toEqual([
    'shared-demo: demo.brand is used nowhere (or add it to src/i18n/dynamicKeys.json)',
  ]);
  const ghost = { ...sound, dynamicKeys: ['demo.cases', 'demo.ghost'] };
  expect(checkCatalogues({ owners: [ghost], sources, untranslated })).toEqual([
    'shared-demo: dynamicKeys.json names demo.ghost, no catalogue has it',
  ]);
});

test('fails on a key outside a namespace and on one key owned twice', () => {
  const bare = withCatalogue('en', { ...sound.catalogues.en, hello: 'Hello' });
  expect(checkCatalogues({ owners: [bare], sources: sources + "'hello'", untranslated })).toEqual(
    expect.arrayContaining(['shared-demo: hello is not a namespaced key (owner.name)']),
  );
  const twice = checkCatalogues({
    owners: [sound, { ...sound, owner: 'other' }],
    sources,
    untranslated,
  });
  expect(twice).toContain('other: demo.hello is also a key of shared-demo');
});

test('placeholders: arguments, plural arguments and tags', () => {
  expect(
    placeholdersOf('Read <link>the terms</link>, {name}: {n, plural, one {# <b>x</b>} other {#}}'),
  ).toEqual(['<b>', '<link>', '{name}', '{n}']);
});

test("the server's catalogues are read as FormatJS reads them: an apostrophe before { hides it", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { parse } = require('../../../server/node_modules/@formatjs/icu-messageformat-parser') as {
    parse: (message: string) => never[];
  };
  const server: OwnerCatalogues = {
    ...withCatalogue('rw', { ...sound.catalogues.rw, 'demo.hello': "Muraho y'{name}" }),
    owner: 'server',
    flavour: 'formatjs',
  };
  expect(
    checkCatalogues({ owners: [server], sources, untranslated, formatJsParse: parse }),
  ).toEqual(['server: demo.hello in rw has placeholders [], en has [{name}]']);
  const fixed = withCatalogue('rw', { ...sound.catalogues.rw, 'demo.hello': "Muraho y''{name}" });
  expect(
    checkCatalogues({
      owners: [{ ...fixed, owner: 'server', flavour: 'formatjs' }],
      sources,
      untranslated,
      formatJsParse: parse,
    }),
  ).toEqual([]);
});

test('fails on a code of a coded owner without its words in a locale; a code counts as a use', () => {
  const coded: OwnerCatalogues = {
    owner: 'server',
    catalogues: {
      en: { 'error.case.notFound': 'Case not found', 'error.case.gone': 'Case gone' },
      rw: { 'error.case.notFound': 'Ikirego ntikibonetse.', 'error.case.gone': 'Cyavuyeho' },
      fr: { 'error.case.notFound': 'Dossier introuvable.' },
    },
    dynamicKeys: [],
  };
  const codes = [{ owner: 'server', prefix: 'error.', codes: ['case.notFound', 'case.locked'] }];
  expect(checkCatalogues({ owners: [coded], sources: '', untranslated, codes }).sort()).toEqual(
    [
      'server: error.case.gone is missing in fr',
      'server: error.case.gone is used nowhere (or add it to src/i18n/dynamicKeys.json)',
      'server: code case.locked has no error.case.locked in en',
      'server: code case.locked has no error.case.locked in fr',
      'server: code case.locked has no error.case.locked in rw',
    ].sort(),
  );
  expect(
    checkCatalogues({
      owners: [coded],
      sources: '',
      untranslated,
      codes: [{ owner: 'nobody', prefix: 'error.', codes: ['case.notFound'] }],
    }),
  ).toContainEqual('nobody: no catalogues for its codes');
});

test('fails on a key of a checked namespace the sources name and a locale lacks', () => {
  const named = (sources: string, notKeys: string[] = []) =>
    checkNamedKeys({ owners: [sound], sources, namespaces: ['demo'], notKeys });
  expect(named("t('demo.hello'); t(\"demo.brand\"); t('other.thing')")).toEqual([]);
  expect(named('t(\'demo.gone\'); <Trans id="demo.hello" />')).toEqual([
    'demo.gone is named in the sources and is in no en catalogue',
    'demo.gone is named in the sources and is in no rw catalogue',
    'demo.gone is named in the sources and is in no fr catalogue',
  ]);
  const { 'demo.hello': _dropped, ...rest } = sound.catalogues.rw!;
  expect(
    checkNamedKeys({
      owners: [withCatalogue('rw', rest)],
      sources: "t('demo.hello')",
      namespaces: ['demo'],
    }),
  ).toEqual(['demo.hello is named in the sources and is in no rw catalogue']);
  expect(named("refuse('demo.refused')", ['demo.refused'])).toEqual([]);
});
