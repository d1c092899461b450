import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/apiError';
import { TokenError, type TokenClaims } from '../lib/jwt';
import type { Role } from '../db/schema';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * `authenticate` and `requireRole(...)` run as onRequest hooks declared on each route, before
 * the body is read or validated: a caller without the right gets 401/403 and learns nothing else.
 */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorateRequest('auth', null);

    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      let claims: TokenClaims;
      try {
        claims = await app.jwt.verify(token);
      } catch (error) {
        if (error instanceof TokenError && error.expired) throw unauthorized('auth.sessionExpired');
        throw unauthorized('auth.invalidToken');
      }
      // A logout, "sign out everywhere", a password reset, a role change or a deletion since
      // login ends the token; the role and e-mail that count are the database's, never only the
      // token's.
      const account = await app.accounts.currentSession(claims.sessionId);
      if (
        !account ||
        account.userId !== claims.userId ||
        account.tokenVersion !== claims.tokenVersion
      )
        throw unauthorized('auth.sessionEnded');
      request.auth = {
        userId: claims.userId,
        email: account.email,
        role: account.role,
        sessionId: claims.sessionId,
      };
    });

    app.decorate('requireRole', function requireRole(...roles: Role[]) {
      return async function roleCheck(request: FastifyRequest) {
        if (!request.auth) throw unauthorized();
        if (!roles.includes(request.auth.role)) throw forbidden('auth.noPermission');
      };
    });
  },
  { name: 'auth' },
);
