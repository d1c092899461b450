import { t } from 'shared-i18n';
import {
  MAX_MESSAGE_LENGTH,
  MAX_UPLOAD_MB,
  validateMessageText,
  type FieldProblem,
} from 'shared-contract';

/** The catalogue's text of each case submit rule (en: shared-contract's caseSubmitMessage). */
const CASE_SUBMIT_KEYS: Readonly<Partial<Record<string, string>>> = {
  caseType: 'api.caseSubmit.caseType',
  caseSubtype: 'api.caseSubmit.caseSubtype',
  summary: 'api.caseSubmit.summary',
  file: 'api.caseSubmit.file',
};

/**
 * A case submit rule's problem (validateCaseSubmit, uploadSizeProblem) in the current language:
 * the browser checks the contract's rules before sending, and says them as the server would.
 */
export function caseSubmitProblemText(problem: FieldProblem<string>, tooLarge = false): string {
  if (tooLarge) return t('api.upload.tooLarge', { mb: String(MAX_UPLOAD_MB) });
  const key = CASE_SUBMIT_KEYS[problem.field];
  return key ? t(key) : problem.message;
}

/** The first rule a message's text breaks (validateMessageText) in the current language, or null. */
export function messageTextProblem(text: string): string | null {
  const problem = validateMessageText(text);
  if (!problem) return null;
  return text.trim()
    ? t('api.message.tooLong', { max: String(MAX_MESSAGE_LENGTH) })
    : t('api.message.required');
}
