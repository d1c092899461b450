import { getLocale, type Translate } from 'shared-i18n';

/**
 * The catalogue key of each case type and subtype (shared-contract's CASE_TAXONOMY; the same
 * words as the client's forms). The stored value stays the English name: only what is read
 * changes.
 */
const TAXONOMY_KEYS: Readonly<Record<string, string>> = {
  'Criminal Cases': 'staff.taxonomy.criminalCases',
  Rape: 'staff.taxonomy.rape',
  'Child defilement': 'staff.taxonomy.childDefilement',
  Torture: 'staff.taxonomy.torture',
  'Assault or battery': 'staff.taxonomy.assault',
  Abortion: 'staff.taxonomy.abortion',
  'Threats to harm a person': 'staff.taxonomy.threats',
  'Sexual harassment': 'staff.taxonomy.sexualHarassment',
  Theft: 'staff.taxonomy.theft',
  Extortion: 'staff.taxonomy.extortion',
  'Fraud and others': 'staff.taxonomy.fraud',
  'Civil matters': 'staff.taxonomy.civilMatters',
  Land: 'staff.taxonomy.land',
  Marriage: 'staff.taxonomy.marriage',
  Divorce: 'staff.taxonomy.divorce',
  Contract: 'staff.taxonomy.contract',
  Succession: 'staff.taxonomy.succession',
  Insurance: 'staff.taxonomy.insurance',
  Expropriation: 'staff.taxonomy.expropriation',
  'Labour and others': 'staff.taxonomy.labour',
  'Alternative Dispute Resolutions': 'staff.taxonomy.adr',
  Mediation: 'staff.taxonomy.mediation',
  Arbitration: 'staff.taxonomy.arbitration',
  Conciliation: 'staff.taxonomy.conciliation',
};

/** A stored case type or subtype in the page's language; English, or a name the catalogue does
 * not know (an older taxonomy's), shows as stored. */
export function taxonomyName(t: Translate, value: string | null | undefined): string {
  const raw = value ?? '';
  const key = Object.hasOwn(TAXONOMY_KEYS, raw) ? TAXONOMY_KEYS[raw] : undefined;
  return key && getLocale() !== 'en' ? t(key) : raw;
}
