import { t } from 'shared-i18n';

/**
 * The catalogue key of each case type and subtype the forms offer (shared-contract's
 * CASE_TAXONOMY). The stored value stays the English name; only what the reader sees changes.
 */
const TAXONOMY_KEYS: Readonly<Record<string, string>> = {
  'Criminal Cases': 'client.taxonomy.criminalCases',
  Rape: 'client.taxonomy.rape',
  'Child defilement': 'client.taxonomy.childDefilement',
  Torture: 'client.taxonomy.torture',
  'Assault or battery': 'client.taxonomy.assault',
  Abortion: 'client.taxonomy.abortion',
  'Threats to harm a person': 'client.taxonomy.threats',
  'Sexual harassment': 'client.taxonomy.sexualHarassment',
  Theft: 'client.taxonomy.theft',
  Extortion: 'client.taxonomy.extortion',
  'Fraud and others': 'client.taxonomy.fraud',
  'Civil matters': 'client.taxonomy.civilMatters',
  Land: 'client.taxonomy.land',
  Marriage: 'client.taxonomy.marriage',
  Divorce: 'client.taxonomy.divorce',
  Contract: 'client.taxonomy.contract',
  Succession: 'client.taxonomy.succession',
  Insurance: 'client.taxonomy.insurance',
  Expropriation: 'client.taxonomy.expropriation',
  'Labour and others': 'client.taxonomy.labour',
  'Alternative Dispute Resolutions': 'client.taxonomy.adr',
  Mediation: 'client.taxonomy.mediation',
  Arbitration: 'client.taxonomy.arbitration',
  Conciliation: 'client.taxonomy.conciliation',
};

/** A case type or subtype as the reader's language names it; a name the catalogue does not know
 * (an older taxonomy's) shows as stored. */
export function taxonomyText(value: string): string {
  const key = Object.hasOwn(TAXONOMY_KEYS, value) ? TAXONOMY_KEYS[value] : undefined;
  return key ? t(key) : value;
}

/**
 * The case as shown to the reader (shared-ui's card and facts print what they get): its type and
 * subtype in the reader's language; everything else, ids and links included, as stored.
 */
export function shownCase<T extends { caseType: string; caseSubtype: string }>(item: T): T {
  return {
    ...item,
    caseType: taxonomyText(item.caseType),
    caseSubtype: taxonomyText(item.caseSubtype),
  };
}
