import type { FastifyRequest } from 'fastify';

/** Tokens travel in some paths and queries (verify/reset links, signed downloads): never log them. */
export function redactUrl(url: string): string {
  return url
    .replace(/\/(verify|reset)\/[^/?#]+/g, '/$1/[REDACTED]')
    .replace(/([?&](?:sig|token|exp)=)[^&#]*/g, '$1[REDACTED]');
}

export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'password',
  'confirmPassword',
  'token',
  '*.password',
  '*.confirmPassword',
  '*.token',
  '*.passwordHash',
];

export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
