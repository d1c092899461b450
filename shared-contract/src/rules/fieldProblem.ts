import type { ErrorCode } from './errorCodes';

/**
 * A rule only a page checks, never the API: the reset page opened without its link's token.
 * Every other rule's code is the one the API answers when it refuses the same values.
 */
export type PageRuleCode = 'token.missing';

/**
 * A broken rule: the name of the form field it belongs to, its code (`required.firstName`,
 * `password.mismatch`, `contact.phoneNumber`...), the values its words need, and the product's
 * English text. A page and the API word a rule by its code in the reader's language.
 */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  code: ErrorCode | PageRuleCode;
  message: string;
  values?: Readonly<Record<string, string | number>>;
}
