/** An expected failure with the HTTP status and the message the envelope carries. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Authentication required. Please log in.') =>
  new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
