import { AxiosError, AxiosHeaders } from 'axios';
import { ApiError, toApiError } from '../http/apiError';
import { errorMessage, errorStatus } from '../http/errorMessage';

function axiosFailure(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

describe('errorMessage and toApiError (one road to the text a user reads)', () => {
  it.each([
    [
      axiosFailure(409, { status: 'error', message: 'Email already exists' }),
      'Email already exists',
    ],
    [axiosFailure(500, { status: 'error', message: '   ' }), 'Fallback'],
    [axiosFailure(500, { status: 'error', message: 42 }), 'Fallback'],
    [axiosFailure(502, '<html>Bad gateway</html>'), 'Fallback'],
    [new Error('socket hang up'), 'Fallback'],
    [new ApiError('Failed to get case', 404, 'Case not found'), 'Case not found'],
    [new ApiError('Failed to get case', 500), 'Fallback'],
    ['thrown string', 'Fallback'],
    [null, 'Fallback'],
  ])('%#: %p -> %p', (error, expected) => {
    expect(errorMessage(error, 'Fallback')).toBe(expected);
  });

  it('keeps the status and the server message, or uses a fixed text', () => {
    const failure = axiosFailure(429, { status: 'error', message: 'Too many requests' });
    const plain = toApiError(failure, 'Failed to login');
    expect(plain).toBeInstanceOf(Error);
    expect(plain).toMatchObject({
      name: 'ApiError',
      message: 'Too many requests',
      status: 429,
      serverMessage: 'Too many requests',
    });
    expect(toApiError(failure, 'Failed to reset password. Please try again.', true).message).toBe(
      'Failed to reset password. Please try again.',
    );
    expect(errorStatus(failure)).toBe(429);
    expect(errorStatus(plain)).toBe(429);
    expect(errorStatus(new Error('x'))).toBeUndefined();
  });
});
