/** Node only: finds every catalogue of the repo (`<package>/src/i18n/<locale>.json`, the server's
 * too) and the sources that use their keys. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALES, type Locale } from '../locales';
import type { FormatJsParse } from './catalogueCheck';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface OwnerCatalogues {
  /** The package folder, e.g. `shared-ui`. */
  owner: string;
  /** Locale → flat catalogue (as written: id → ICU message); a missing file is absent. */
  catalogues: Partial<Record<Locale, Record<string, string>>>;
  /** Keys its code builds at run time (src/i18n/dynamicKeys.json): never found by the source scan. */
  dynamicKeys: string[];
  /** Who reads the messages: Lingui (the browser's catalogues) or FormatJS (the server's). */
  flavour?: 'lingui' | 'formatjs';
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function readSet(owner: string, dir: string): OwnerCatalogues {
  const catalogues: OwnerCatalogues['catalogues'] = {};
  for (const locale of LOCALES) {
    const file = path.join(dir, `${locale}.json`);
    if (existsSync(file)) catalogues[locale] = readJson(file) as Record<string, string>;
  }
  const dynamicFile = path.join(dir, 'dynamicKeys.json');
  const dynamicKeys = existsSync(dynamicFile) ? (readJson(dynamicFile) as string[]) : [];
  return {
    owner,
    catalogues,
    dynamicKeys,
    flavour: owner === 'server' ? 'formatjs' : 'lingui',
  };
}

/**
 * Every catalogue set of the repo: each package's `src/i18n/{en,rw,fr}.json` (owner `shared-ui`)
 * and any set in a folder below it (owner `shared-ui/signed-in`: a namespace loaded on demand).
 */
export function discoverCatalogues(root: string = REPO_ROOT): OwnerCatalogues[] {
  const owners: OwnerCatalogues[] = [];
  for (const entry of readdirSync(root).sort()) {
    const dir = path.join(root, entry, 'src', 'i18n');
    if (entry === 'node_modules' || entry.startsWith('.') || !existsSync(dir)) continue;
    owners.push(readSet(entry, dir));
    for (const sub of readdirSync(dir).sort()) {
      const subDir = path.join(dir, sub);
      if (statSync(subDir).isDirectory() && existsSync(path.join(subDir, 'en.json'))) {
        owners.push(readSet(`${entry}/${sub}`, subDir));
      }
    }
  }
  return owners;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'i18n', '__tests__', 'testing']);

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir)) {
    if (SKIPPED.has(entry) || entry.startsWith('dist-')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE.test(entry) && !/\.test\.[a-z]+$/.test(entry)) out.push(full);
  }
}

/** The text of every non-test source file in the repo's packages' `src` (and the shell's build):
 * where the catalogue check looks for each key. */
export function readSources(root: string = REPO_ROOT): string {
  const files: string[] = [];
  for (const entry of readdirSync(root).sort()) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    for (const sub of ['src', 'build', 'server']) {
      const dir = path.join(root, entry, sub);
      if (existsSync(dir) && statSync(dir).isDirectory()) walk(dir, files);
    }
  }
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

/** The server's own FormatJS parser (the one its intl-messageformat uses), if it has one. */
export function serverFormatJsParse(root: string = REPO_ROOT): FormatJsParse | undefined {
  try {
    const serverRequire = createRequire(path.join(root, 'server', 'package.json'));
    const { parse } = serverRequire('@formatjs/icu-messageformat-parser') as {
      parse: FormatJsParse;
    };
    return parse;
  } catch {
    return undefined;
  }
}

/** The allowlist of names that read the same in every language (shared-i18n/untranslated.json). */
export function readUntranslated(root: string = REPO_ROOT): { keys: string[]; values: string[] } {
  const json = readJson(path.join(root, 'shared-i18n', 'untranslated.json')) as {
    keys?: string[];
    values?: string[];
  };
  return { keys: json.keys ?? [], values: json.values ?? [] };
}
