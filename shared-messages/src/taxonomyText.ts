import { t } from 'shared-i18n';
import { registerCatalogueOfMessages } from './i18n/catalogue';

registerCatalogueOfMessages();

/**
 * The catalogue key of each case type and subtype (shared-contract's CASE_TAXONOMY), for the
 * inbox and a thread's facts. The stored value stays the English name; only what is shown changes.
 */
const TAXONOMY_KEYS: Readonly<Record<string, string>> = {
  'Criminal Cases': 'messages.taxonomy.criminalCases',
  Rape: 'messages.taxonomy.rape',
  'Child defilement': 'messages.taxonomy.childDefilement',
  Torture: 'messages.taxonomy.torture',
  'Assault or battery': 'messages.taxonomy.assault',
  Abortion: 'messages.taxonomy.abortion',
  'Threats to harm a person': 'messages.taxonomy.threats',
  'Sexual harassment': 'messages.taxonomy.sexualHarassment',
  Theft: 'messages.taxonomy.theft',
  Extortion: 'messages.taxonomy.extortion',
  'Fraud and others': 'messages.taxonomy.fraud',
  'Civil matters': 'messages.taxonomy.civilMatters',
  Land: 'messages.taxonomy.land',
  Marriage: 'messages.taxonomy.marriage',
  Divorce: 'messages.taxonomy.divorce',
  Contract: 'messages.taxonomy.contract',
  Succession: 'messages.taxonomy.succession',
  Insurance: 'messages.taxonomy.insurance',
  Expropriation: 'messages.taxonomy.expropriation',
  'Labour and others': 'messages.taxonomy.labour',
  'Alternative Dispute Resolutions': 'messages.taxonomy.adr',
  Mediation: 'messages.taxonomy.mediation',
  Arbitration: 'messages.taxonomy.arbitration',
  Conciliation: 'messages.taxonomy.conciliation',
};

/** A case type or subtype as the reader's language names it; a name the catalogue does not know
 * (an older taxonomy's) shows as stored. */
export function taxonomyText(value: string): string {
  const key = Object.hasOwn(TAXONOMY_KEYS, value) ? TAXONOMY_KEYS[value] : undefined;
  return key ? t(key) : value;
}
