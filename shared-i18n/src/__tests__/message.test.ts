import { formatMessage } from '../message';
import { compileCatalogue } from '../testing/i18nForTests';

const compiled = compileCatalogue({
  plain: 'Case received',
  hello: 'Hello {name}!',
  cases: '{count, plural, =0 {No case} one {# case} other {# cases}}',
  role: '{role, select, lawyer {Advocate} other {Client}}',
  total: 'Total: {n, number}',
  when: 'On {d, date}',
  nested: '{count, plural, one {{who} sent # file} other {{who} sent # files}}',
  apostrophe: "Ibiro by'abavoka, {name}",
});
const f = (id: string, locale: 'en' | 'rw' | 'fr', values?: Record<string, unknown>) =>
  formatMessage(compiled[id] as never, locale, values);

test('formats the compiled messages: text, arguments, plural, select, number, date', () => {
  expect(f('plain', 'en')).toBe('Case received');
  expect(f('hello', 'en', { name: 'Aline' })).toBe('Hello Aline!');
  expect(f('cases', 'en', { count: 0 })).toBe('No case');
  expect(f('cases', 'en', { count: 1 })).toBe('1 case');
  expect(f('cases', 'en', { count: 1200 })).toBe('1,200 cases');
  expect(f('cases', 'rw', { count: 1200 })).toBe('1.200 cases');
  expect(f('role', 'en', { role: 'lawyer' })).toBe('Advocate');
  expect(f('role', 'en', { role: 'constructor' })).toBe('Client');
  expect(f('total', 'fr', { n: 1234.5 }).replace(/\s/g, ' ')).toBe('Total: 1 234,5');
  expect(f('when', 'rw', { d: new Date('2026-11-22T10:00:00Z') })).toBe('On 22 Ugushyingo 2026');
  expect(f('nested', 'en', { count: 2, who: 'Eric' })).toBe('Eric sent 2 files');
  expect(f('apostrophe', 'rw', { name: 'BTJ' })).toBe("Ibiro by'abavoka, BTJ");
});

test('French plurals: 0 and 1 are singular', () => {
  const fr = compileCatalogue({ n: '{count, plural, one {# dossier} other {# dossiers}}' });
  expect(formatMessage(fr.n as never, 'fr', { count: 0 })).toBe('0 dossier');
  expect(formatMessage(fr.n as never, 'fr', { count: 2 })).toBe('2 dossiers');
});
