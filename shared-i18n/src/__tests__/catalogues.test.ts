/**
 * The catalogue check of npm test: every catalogue of the repo (each package's
 * src/i18n/{en,rw,fr}.json, the server's too) is sound. catalogueCheck.test.ts shows it can fail.
 */
import { checkCatalogues } from '../check/catalogueCheck';
import {
  discoverCatalogues,
  readSources,
  readUntranslated,
  serverFormatJsParse,
} from '../check/discover';

test('every catalogue: all keys in en, rw and fr, valid ICU, same placeholders, used, translated', () => {
  const owners = discoverCatalogues();
  expect(owners.map(({ owner }) => owner)).toEqual(expect.arrayContaining(['shell', 'shared-ui']));
  expect(
    checkCatalogues({
      owners,
      sources: readSources(),
      untranslated: readUntranslated(),
      formatJsParse: serverFormatJsParse(),
    }),
  ).toEqual([]);
});
