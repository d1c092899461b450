import { useMemo } from 'react';
import { caseStatusCode, type CaseStatusCode } from 'shared-contract';
import { getLocale, t as translateNow, useT, type Locale, type Translate } from 'shared-i18n';
import { registerCatalogueOfCases } from './i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

/**
 * The case words the firm stores in English (the case types and subtypes of shared-contract's
 * CASE_TAXONOMY, the statuses, the Done/Going flag) named in the reader's language: the one
 * place every app reads them from (this feature's catalogue, `cases.taxonomy.*`,
 * `cases.status.*`, `cases.flag.*`; the statuses in the same words as the server's e-mails,
 * `mail.notification.status`). The stored value never changes: only what is read does.
 */
export type CaseWordKind = 'caseType' | 'caseSubtype' | 'status' | 'flag';

/** Case types and subtypes, by their stored (English) name, exactly as stored. */
const TAXONOMY_KEYS: Readonly<Record<string, string>> = {
  'Criminal Cases': 'cases.taxonomy.criminalCases',
  Rape: 'cases.taxonomy.rape',
  'Child defilement': 'cases.taxonomy.childDefilement',
  Torture: 'cases.taxonomy.torture',
  'Assault or battery': 'cases.taxonomy.assault',
  Abortion: 'cases.taxonomy.abortion',
  'Threats to harm a person': 'cases.taxonomy.threats',
  'Sexual harassment': 'cases.taxonomy.sexualHarassment',
  Theft: 'cases.taxonomy.theft',
  Extortion: 'cases.taxonomy.extortion',
  'Fraud and others': 'cases.taxonomy.fraud',
  'Civil matters': 'cases.taxonomy.civilMatters',
  Land: 'cases.taxonomy.land',
  Marriage: 'cases.taxonomy.marriage',
  Divorce: 'cases.taxonomy.divorce',
  Contract: 'cases.taxonomy.contract',
  Succession: 'cases.taxonomy.succession',
  Insurance: 'cases.taxonomy.insurance',
  Expropriation: 'cases.taxonomy.expropriation',
  'Labour and others': 'cases.taxonomy.labour',
  'Alternative Dispute Resolutions': 'cases.taxonomy.adr',
  Mediation: 'cases.taxonomy.mediation',
  Arbitration: 'cases.taxonomy.arbitration',
  Conciliation: 'cases.taxonomy.conciliation',
};

/** Each status (caseStatusCode: letter case does not count) by its catalogue key; the English
 * word is the one the admin picks. */
export const STATUS_WORDS: Readonly<
  Record<Exclude<CaseStatusCode, 'other'>, { key: string; en: string }>
> = {
  received: { key: 'cases.status.received', en: 'Received' },
  pending: { key: 'cases.status.pending', en: 'Pending' },
  completed: { key: 'cases.status.completed', en: 'Completed' },
};

/** The Done/Going flag, likewise. */
const FLAG_KEYS: Readonly<Record<string, string>> = {
  done: 'cases.flag.done',
  going: 'cases.flag.going',
};

function keyOf(kind: CaseWordKind, value: string): string | undefined {
  if (kind === 'caseType' || kind === 'caseSubtype')
    return Object.hasOwn(TAXONOMY_KEYS, value) ? TAXONOMY_KEYS[value] : undefined;
  const word = value.trim().toLowerCase();
  return Object.hasOwn(FLAG_KEYS, word) ? FLAG_KEYS[word] : undefined;
}

/** A status in the reader's words, in every language (a new case's `pending` reads Pending); a
 * word outside the firm's statuses as stored. */
function statusName(t: Translate, value: string): string {
  const code = caseStatusCode(value);
  if (code === 'other') return value;
  const { key, en } = STATUS_WORDS[code];
  const text = t(key);
  return text === key ? en : text; // the cases catalogue not loaded: never a key id
}

function name(t: Translate, locale: Locale, kind: CaseWordKind, value: unknown): string {
  const raw = typeof value === 'string' ? value : '';
  if (kind === 'status') return statusName(t, raw);
  // English shows the taxonomy and the flag as stored, letter for letter.
  if (locale === 'en') return raw;
  const key = keyOf(kind, raw);
  if (!key) return raw; // an older taxonomy's name: as stored
  const text = t(key);
  return text === key ? raw : text; // the cases catalogue not loaded: never a key id
}

/**
 * A stored case word in the current language, for code outside React (a timeline line, a
 * toast): `caseWord('status', 'pending')` → 'Birategereje' in rw, 'Pending' in en; an unknown
 * value as stored ('' for none).
 */
export function caseWord(kind: CaseWordKind, value: string | null | undefined): string {
  return name(translateNow, getLocale(), kind, value);
}

export interface CaseWords {
  caseType: (value: string | null | undefined) => string;
  caseSubtype: (value: string | null | undefined) => string;
  status: (value: string | null | undefined) => string;
  flag: (value: string | null | undefined) => string;
}

/** The case words in the page's language; the component re-renders on a change of language. */
export function useCaseWords(): CaseWords {
  const t = useT();
  return useMemo(() => {
    const locale = getLocale();
    return {
      caseType: (value) => name(t, locale, 'caseType', value),
      caseSubtype: (value) => name(t, locale, 'caseSubtype', value),
      status: (value) => name(t, locale, 'status', value),
      flag: (value) => name(t, locale, 'flag', value),
    };
  }, [t]);
}
