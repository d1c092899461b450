import { isErrorCode, type ErrorCode } from 'shared-contract';
import { isHttpError } from './apiClient';

/**
 * Every failed call throws this: `message` is already the text a user reads (the server's message
 * or the call's fallback), `status` the HTTP status (undefined when the server never answered),
 * `serverMessage` what the server said, `code` what it refused (ErrorReply's `code`: a page that
 * words a refusal itself goes by it, never by the English text) and `field` the field at fault.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  /** The form field the server's refusal names (ErrorReply's `field`), when it named one. */
  readonly field: string | undefined;
  /** What the server refused (ErrorReply's `code`), when it answered one of the contract's. */
  readonly code: ErrorCode | undefined;

  constructor(
    message: string,
    status?: number,
    serverMessage?: string,
    field?: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
    this.field = field;
    this.code = code;
  }
}

/** The form field the server's refusal names (ErrorReply's `field`), when it names one. */
function serverFieldOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.field;
  if (isHttpError<{ field?: unknown }>(error)) {
    const field = error.response?.data?.field;
    if (typeof field === 'string' && field !== '') return field;
  }
  return undefined;
}

/** The code of the server's refusal (ErrorReply's `code`), when it is one of the contract's. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (error instanceof ApiError) return error.code;
  if (isHttpError<{ code?: unknown }>(error)) {
    const code = error.response?.data?.code;
    if (isErrorCode(code)) return code;
  }
  return undefined;
}

/** The form field a failed call's refusal belongs to, as the server names it, or null. */
export function fieldOfApiError(error: unknown): string | null {
  return serverFieldOf(error) ?? null;
}

/** The server's envelope message of a failed call, when it sent a non-blank one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage;
  if (isHttpError<{ message?: unknown }>(error)) {
    const message = error.response?.data?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/**
 * Turns anything a call threw into an ApiError. `fixed`: the product has one text for this failure
 * whatever the server says (reset, change password, verify, profile update).
 */
export function toApiError(error: unknown, fallback: string, fixed = false): ApiError {
  const status = isHttpError(error) ? error.response?.status : undefined;
  const serverMessage = serverMessageOf(error);
  return new ApiError(
    fixed ? fallback : (serverMessage ?? fallback),
    status,
    serverMessage,
    serverFieldOf(error),
    errorCodeOf(error),
  );
}
