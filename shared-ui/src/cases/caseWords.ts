import { useMemo } from 'react';
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

/** Statuses, by their stored value trimmed and lowercased (a new case's 'pending', the admin's
 * 'Pending' are one word). */
const STATUS_KEYS: Readonly<Record<string, string>> = {
  received: 'ui.caseStatus.received',
  pending: 'ui.caseStatus.pending',
  completed: 'ui.caseStatus.completed',
};

/** The Done/Going flag, likewise. */
const FLAG_KEYS: Readonly<Record<string, string>> = {
  done: 'ui.caseFlag.done',
  going: 'ui.caseFlag.going',
};

function keyOf(kind: CaseWordKind, value: string): string | undefined {
  if (kind === 'caseType' || kind === 'caseSubtype')
    return Object.hasOwn(TAXONOMY_KEYS, value) ? TAXONOMY_KEYS[value] : undefined;
  const table = kind === 'status' ? STATUS_KEYS : FLAG_KEYS;
  const word = value.trim().toLowerCase();
  return Object.hasOwn(table, word) ? table[word] : undefined;
}

function name(t: Translate, locale: Locale, kind: CaseWordKind, value: unknown): string {
  const raw = typeof value === 'string' ? value : '';
  // English shows what is stored, letter for letter (the spec's table: 'pending' stays lowercase).
  if (locale === 'en') return raw;
  const key = keyOf(kind, raw);
  if (!key) return raw; // a status the admin typed, an older taxonomy's name: as stored
  const text = t(key);
  return text === key ? raw : text; // the signed-in set not loaded: never a key id
}

/**
 * A stored case word in the current language, for code outside React (a timeline line, a
 * toast): `caseWord('status', 'pending')` → 'Birategereje' in rw, 'pending' in en; an unknown
 * value (or null) as stored ('' for none).
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
