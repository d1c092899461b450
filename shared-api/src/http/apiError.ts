import { fieldOfRuleMessage } from 'shared-contract';
import { isHttpError } from './apiClient';

/**
 * Every failed call throws this: `message` is already the text a user reads (the server's message
 * or the call's fallback), `status` the HTTP status (undefined when the server never answered),
 * `serverMessage` what the server said.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  /** The form field whose rule the server refused (ErrorReply's `field`), when it named one. */
  readonly field: string | undefined;

  constructor(message: string, status?: number, serverMessage?: string, field?: string) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
    this.field = field;
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

/**
 * The form field a failed call's refusal belongs to, or null: the field the server names (its
 * message may be in the user's language), else the field whose rule says the server's text.
 */
export function fieldOfApiError(error: unknown): string | null {
  const message = serverMessageOf(error);
  return serverFieldOf(error) ?? (message ? fieldOfRuleMessage(message) : null);
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
  );
}
