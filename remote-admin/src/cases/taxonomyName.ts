import { getLocale, type Translate } from 'shared-i18n';

/**
 * The catalogue key of each case type and subtype (shared-contract's CASE_TAXONOMY; the same
 * words as the client's forms). The stored value stays the English name: only what is read
 * changes.
 */
const TAXONOMY_KEYS: Readonly<Record<string, string>> = {
  'Criminal Cases': 'admin.taxonomy.criminalCases',
  Rape: 'admin.taxonomy.rape',
  'Child defilement': 'admin.taxonomy.childDefilement',
  Torture: 'admin.taxonomy.torture',
  'Assault or battery': 'admin.taxonomy.assault',
  Abortion: 'admin.taxonomy.abortion',
  'Threats to harm a person': 'admin.taxonomy.threats',
  'Sexual harassment': 'admin.taxonomy.sexualHarassment',
  Theft: 'admin.taxonomy.theft',
  Extortion: 'admin.taxonomy.extortion',
  'Fraud and others': 'admin.taxonomy.fraud',
  'Civil matters': 'admin.taxonomy.civilMatters',
  Land: 'admin.taxonomy.land',
  Marriage: 'admin.taxonomy.marriage',
  Divorce: 'admin.taxonomy.divorce',
  Contract: 'admin.taxonomy.contract',
  Succession: 'admin.taxonomy.succession',
  Insurance: 'admin.taxonomy.insurance',
  Expropriation: 'admin.taxonomy.expropriation',
  'Labour and others': 'admin.taxonomy.labour',
  'Alternative Dispute Resolutions': 'admin.taxonomy.adr',
  Mediation: 'admin.taxonomy.mediation',
  Arbitration: 'admin.taxonomy.arbitration',
  Conciliation: 'admin.taxonomy.conciliation',
};

/** A stored case type or subtype in the page's language; English, or a name the catalogue does
 * not know (an older taxonomy's), shows as stored. */
export function taxonomyName(t: Translate, value: string | null | undefined): string {
  const raw = value ?? '';
  const key = Object.hasOwn(TAXONOMY_KEYS, raw) ? TAXONOMY_KEYS[raw] : undefined;
  return key && getLocale() !== 'en' ? t(key) : raw;
}
