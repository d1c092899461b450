import { isCaseSubtype, isCaseType } from './caseTaxonomy';
import type { ErrorCode } from './errorCodes';
import type { FieldProblem } from './fieldProblem';

/** The submit-case messages, exact texts, in the order they are checked. */
export const caseSubmitMessage = {
  caseType: 'Please select a case type.',
  caseSubtype: 'Please select a case subtype.',
  summary: 'Please provide a case summary.',
  file: 'Please upload a file.',
} as const;

export interface CaseSubmitValues {
  caseType?: unknown;
  caseSubtype?: unknown;
  summary?: unknown;
  /** Anything truthy counts as a chosen file (a File in the browser, an upload on the server). */
  file?: unknown;
}

export type CaseSubmitField = keyof typeof caseSubmitMessage;

/** Each submit-case rule's code (its words in every language). */
export const caseSubmitCode = {
  caseType: 'case.typeRequired',
  caseSubtype: 'case.subtypeRequired',
  summary: 'case.summaryRequired',
  file: 'file.required',
} as const satisfies Record<CaseSubmitField, ErrorCode>;

const problem = (field: CaseSubmitField): FieldProblem<CaseSubmitField> => ({
  field,
  code: caseSubmitCode[field],
  message: caseSubmitMessage[field],
});

/**
 * The first failing submit-case rule (type, subtype, summary, file) and its field, or null. A type
 * or subtype outside the case taxonomy counts as not selected.
 */
export function validateCaseSubmit(values: CaseSubmitValues): FieldProblem<CaseSubmitField> | null {
  if (!isCaseType(values.caseType)) return problem('caseType');
  if (!isCaseSubtype(values.caseType, values.caseSubtype)) return problem('caseSubtype');
  if (typeof values.summary !== 'string' || values.summary.trim() === '') return problem('summary');
  if (!values.file) return problem('file');
  return null;
}
