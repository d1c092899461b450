/**
 * A broken rule: the name of the form field it belongs to, the product's (English) text for it and,
 * for the rules a person's details follow, its code (`required.firstName`, `password.mismatch`,
 * `contact.phoneNumber`...): a page says the rule by its code in the reader's language, the API
 * answers the English text.
 */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
  code?: string;
}
