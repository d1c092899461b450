/** Case types and their subtypes, exact names in form order ("Fraud and others" is one item). */
export const CASE_TAXONOMY = {
  'Criminal Cases': [
    'Rape',
    'Child defilement',
    'Torture',
    'Assault or battery',
    'Abortion',
    'Threats to harm a person',
    'Sexual harassment',
    'Theft',
    'Extortion',
    'Fraud and others',
  ],
  'Civil matters': [
    'Land',
    'Marriage',
    'Divorce',
    'Contract',
    'Succession',
    'Insurance',
    'Expropriation',
    'Labour and others',
  ],
  'Alternative Dispute Resolutions': ['Mediation', 'Arbitration', 'Conciliation'],
} as const satisfies Record<string, readonly string[]>;

export type CaseType = keyof typeof CASE_TAXONOMY;

/** The case type names, in the order the forms offer them. */
export const CASE_TYPES = Object.keys(CASE_TAXONOMY) as CaseType[];
/** @deprecated same as CASE_TYPES */
export const CASE_TYPE_NAMES = CASE_TYPES;

/** Status values the admin may pick; any value may follow any other. */
export const CASE_STATUSES = ['Received', 'Pending', 'Completed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** The status a new case starts with: lowercase, which the admin table paints red. */
export const INITIAL_CASE_STATUS = 'pending';

/** Done/archived flag values: a case is Done or still Going. */
export const CASE_FLAGS = ['Done', 'Going'] as const;
export type CaseFlag = (typeof CASE_FLAGS)[number];
/** Same list under the name the admin pages use. */
export const DONE_FLAGS = CASE_FLAGS;
export const INITIAL_CASE_FLAG: CaseFlag = 'Going';

export function isCaseType(value: unknown): value is CaseType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CASE_TAXONOMY, value);
}

export function subtypesOf(caseType: unknown): readonly string[] {
  return isCaseType(caseType) ? CASE_TAXONOMY[caseType] : [];
}

/** The subtypes offered for a type; none for an unknown type. */
export const subtypesFor = subtypesOf;

export function isCaseSubtype(caseType: unknown, caseSubtype: unknown): boolean {
  return typeof caseSubtype === 'string' && subtypesOf(caseType).includes(caseSubtype);
}
