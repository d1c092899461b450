import type { ErrorCode, FieldProblem } from 'shared-contract';
import { t, type MessageValues } from '../i18n';

export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 503;

export interface RefusalDetails {
  /** The variable parts of the code's words (a number, a field, a route). */
  values?: MessageValues;
  /** The field at fault, when one is: the envelope names it for the form to show it there. */
  field?: string;
  /**
   * The English words when they say more than the catalogue's: another library's own account of
   * what it refused (Ajv's, Fastify's). Other languages get the code's words.
   */
  english?: string;
}

/**
 * An expected failure: the HTTP status, the code the envelope carries (the catalogue's
 * `error.<code>` words it in the request's language) and, when a field is at fault, the field.
 * `message` is the English text, for the log.
 */
export class ApiError extends Error {
  readonly values: MessageValues | undefined;
  readonly field: string | undefined;
  readonly english: string | undefined;

  constructor(
    readonly statusCode: RefusalStatus,
    readonly code: ErrorCode,
    details: RefusalDetails = {},
  ) {
    super(details.english ?? t('en', `error.${code}`, details.values));
    this.name = 'ApiError';
    this.values = details.values;
    this.field = details.field;
    this.english = details.english;
  }
}

export const badRequest = (code: ErrorCode, details?: RefusalDetails) =>
  new ApiError(400, code, details);
export const unauthorized = (code: ErrorCode = 'auth.required') => new ApiError(401, code);
export const forbidden = (code: ErrorCode = 'auth.forbidden', details?: RefusalDetails) =>
  new ApiError(403, code, details);
export const notFound = (code: ErrorCode, details?: RefusalDetails) =>
  new ApiError(404, code, details);

/** A contract rule the values broke, refused on its field (400 unless the rule says otherwise). */
export function ruleRefusal(problem: FieldProblem, statusCode: RefusalStatus = 400): ApiError {
  // Only the reset page checks for a missing token; to the API a missing token is an invalid one.
  if (problem.code === 'token.missing') return new ApiError(400, 'token.invalid');
  return new ApiError(statusCode, problem.code, {
    field: problem.field,
    ...(problem.values ? { values: { ...problem.values } } : {}),
  });
}
