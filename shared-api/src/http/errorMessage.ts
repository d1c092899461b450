import { isAxiosError } from 'axios';

/**
 * The one road from a failed call to the text a user reads: the server's `message` when it sent
 * one (spec §8), otherwise the fallback of that call.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAxiosError<{ message?: unknown }>(error)) {
    const message = error.response?.data?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** The HTTP status of a failed call, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
