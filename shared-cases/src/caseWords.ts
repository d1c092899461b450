import { useMemo } from 'react';
import { caseStatusCode, type CaseStatusCode } from 'shared-contract';
import { getLocale, t as translateNow, useT, type Locale, type Translate } from 'shared-i18n';

/**
 * The case words the firm stores in English (the case types and subtypes of shared-contract's
 * CASE_TAXONOMY, the statuses, the Done/Going flag) named in the reader's language: the one
 * place every app reads them from (shared-ui's signed-in catalogue, `ui.taxonomy.*`,
 * `ui.caseStatus.*`, `ui.caseFlag.*`; the statuses in the same words as the server's e-mails,
 * `mail.notification.status`). The stored value never changes: only what is read does.
 */
export type CaseWordKind = 'caseType' | 'caseSubtype' | 'status' | 'flag';

/** Case types and subtypes, by their stored (English) name, exactly as stored. */
const TAXONOMY_KEYS: Readonly<Record<string, string>> = {
  'Criminal Cases': 'ui.taxonomy.criminalCases',
  Rape: 'ui.taxonomy.rape',
  'Child defilement': 'ui.taxonomy.childDefilement',
  Torture: 'ui.taxonomy.torture',
  'Assault or battery': 'ui.taxonomy.assault',
  Abortion: 'ui.taxonomy.abortion',
  'Threats to harm a person': 'ui.taxonomy.threats',
  'Sexual harassment': 'ui.taxonomy.sexualHarassment',
  Theft: 'ui.taxonomy.theft',
  Extortion: 'ui.taxonomy.extortion',
  'Fraud and others': 'ui.taxonomy.fraud',
  'Civil matters': 'ui.taxonomy.civilMatters',
  Land: 'ui.taxonomy.land',
  Marriage: 'ui.taxonomy.marriage',
  Divorce: 'ui.taxonomy.divorce',
  Contract: 'ui.taxonomy.contract',
  Succession: 'ui.taxonomy.succession',
  Insurance: 'ui.taxonomy.insurance',
  Expropriation: 'ui.taxonomy.expropriation',
  'Labour and others': 'ui.taxonomy.labour',
  'Alternative Dispute Resolutions': 'ui.taxonomy.adr',
  Mediation: 'ui.taxonomy.mediation',
  Arbitration: 'ui.taxonomy.arbitration',
  Conciliation: 'ui.taxonomy.conciliation',
};

/** Each status (caseStatusCode: letter case does not count) by its catalogue key; the English
 * word is the one the admin picks. */
export const STATUS_WORDS: Readonly<
  Record<Exclude<CaseStatusCode, 'other'>, { key: string; en: string }>
> = {
  received: { key: 'ui.caseStatus.received', en: 'Received' },
  pending: { key: 'ui.caseStatus.pending', en: 'Pending' },
  completed: { key: 'ui.caseStatus.completed', en: 'Completed' },
};

/** The Done/Going flag, likewise. */
const FLAG_KEYS: Readonly<Record<string, string>> = {
  done: 'ui.caseFlag.done',
  going: 'ui.caseFlag.going',
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
  return text === key ? en : text; // the signed-in set not loaded: never a key id
}

function name(t: Translate, locale: Locale, kind: CaseWordKind, value: unknown): string {
  const raw = typeof value === 'string' ? value : '';
  if (kind === 'status') return statusName(t, raw);
  // English shows the taxonomy and the flag as stored, letter for letter.
  if (locale === 'en') return raw;
  const key = keyOf(kind, raw);
  if (!key) return raw; // an older taxonomy's name: as stored
  const text = t(key);
  return text === key ? raw : text; // the signed-in set not loaded: never a key id
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
