import { toApiError } from './apiError';

/** Runs one call; any failure leaves as an ApiError carrying the user-facing text for that call. */
export async function request<T>(
  fallback: string,
  run: () => Promise<T>,
  fixed = false,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toApiError(error, fallback, fixed);
  }
}
