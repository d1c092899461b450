/** A broken rule: the name of the form field it belongs to, and the spec's text for it. */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}
