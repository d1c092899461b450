import { ApiError, errorMessage } from 'shared-api';

/** The text to show for a failed call: shared-api already turned it into the user's text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : errorMessage(error, fallback);
}
