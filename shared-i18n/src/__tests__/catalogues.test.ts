/**
 * The catalogue check of npm test: every catalogue of the repo (each package's
 * src/i18n/{en,rw,fr}.json, the server's too) is sound, and every error code of the contract has
 * the server's words in all three. catalogueCheck.test.ts shows it can fail.
 */
import { ERROR_CODES } from 'shared-contract';
import { checkCatalogues, checkNamedKeys } from '../check/catalogueCheck';
import {
  discoverCatalogues,
  readSources,
  readUntranslated,
  serverFormatJsParse,
} from '../check/discover';

test('every catalogue: all keys in en, rw and fr, valid ICU, same placeholders, used, translated; every refusal code worded in all three', () => {
  const owners = discoverCatalogues();
  expect(owners.map(({ owner }) => owner)).toEqual(expect.arrayContaining(['shell', 'shared-ui']));
  expect(
    checkCatalogues({
      owners,
      sources: readSources(),
      untranslated: readUntranslated(),
      formatJsParse: serverFormatJsParse(),
      // The API words each refusal code by its catalogue's `error.<code>`.
      codes: [{ owner: 'server', prefix: 'error.', codes: ERROR_CODES }],
    }),
  ).toEqual([]);
});

test('every key the apps name is in en, rw and fr (a text moved to another catalogue included)', () => {
  expect(
    checkNamedKeys({
      owners: discoverCatalogues(),
      sources: readSources(),
      // (Not landing.* and api.*: shared-i18n's own comments name made-up keys of theirs.)
      namespaces: [
        'ui',
        'cases',
        'messages',
        'account',
        'shell',
        'boot',
        'client',
        'staff',
        'admin',
      ],
      // A refusal's code reads like a key (messages.refused): the API's, worded by `error.<code>`.
      notKeys: ERROR_CODES,
    }),
  ).toEqual([]);
});
