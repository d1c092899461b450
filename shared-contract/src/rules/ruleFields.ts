import { caseSubmitMessage, type CaseSubmitField } from './caseSubmit';
import { contactMessages, type ContactField } from './contactDetails';
import type { FieldProblem } from './fieldProblem';
import { passwordProblem } from './password';
import { REGISTER_REQUIRED_FIELDS } from './registerFields';

/** Every rule the API answers with a field's text: the API's envelope carries the text only. */
const ANSWERED_RULES: readonly Pick<FieldProblem, 'field' | 'message'>[] = [
  ...REGISTER_REQUIRED_FIELDS,
  ...(Object.keys(contactMessages) as ContactField[]).map((field) => ({
    field,
    message: contactMessages[field],
  })),
  ...Object.values(passwordProblem),
  ...(Object.keys(caseSubmitMessage) as CaseSubmitField[]).map((field) => ({
    field,
    message: caseSubmitMessage[field],
  })),
];

/**
 * The form field an API answer's message belongs to (the server applies these same rules and
 * answers their text; the form puts it beside its field), or null for a message no field owns.
 */
export function fieldOfRuleMessage(message: string): string | null {
  return ANSWERED_RULES.find((rule) => rule.message === message)?.field ?? null;
}
