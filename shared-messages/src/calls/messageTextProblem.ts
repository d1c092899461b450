import { t } from 'shared-i18n';
import { MAX_MESSAGE_LENGTH, validateMessageText } from 'shared-contract';

/** The first rule a message's text breaks (validateMessageText) in the current language, or null. */
export function messageTextProblem(text: string): string | null {
  const problem = validateMessageText(text);
  if (!problem) return null;
  return problem.code === 'message.tooLong'
    ? t('api.message.tooLong', { max: String(MAX_MESSAGE_LENGTH) })
    : t('api.message.required');
}
