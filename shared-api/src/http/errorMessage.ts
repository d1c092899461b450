import { ApiError, serverMessageOf } from './apiError';

/**
 * The one road from a failed call to the text a user reads: the server's `message` when it sent
 * one, otherwise the fallback of the caller (a store names its own fallback).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}

/** The HTTP status of a failed call, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}
