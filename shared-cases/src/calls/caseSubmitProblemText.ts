import { t } from 'shared-i18n';
import { MAX_UPLOAD_MB, type FieldProblem } from 'shared-contract';

/** The catalogue's text of each case submit rule, by its code (en: shared-contract's texts). */
const CASE_SUBMIT_KEYS: Readonly<Partial<Record<FieldProblem['code'], string>>> = {
  'case.typeRequired': 'api.caseSubmit.caseType',
  'case.subtypeRequired': 'api.caseSubmit.caseSubtype',
  'case.summaryRequired': 'api.caseSubmit.summary',
  'file.required': 'api.caseSubmit.file',
};

/**
 * A case submit rule's problem (validateCaseSubmit, uploadSizeProblem) in the current language,
 * by its code: the browser checks the contract's rules before sending, and says them as the
 * server would.
 */
export function caseSubmitProblemText(problem: FieldProblem<string>): string {
  if (problem.code === 'file.tooLarge')
    return t('api.upload.tooLarge', { mb: String(problem.values?.megabytes ?? MAX_UPLOAD_MB) });
  const key = CASE_SUBMIT_KEYS[problem.code];
  return key ? t(key) : problem.message;
}
