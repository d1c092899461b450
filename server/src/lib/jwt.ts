import { SignJWT, errors, jwtVerify } from 'jose';
import type { Role } from '../db/schema';
import { ROLES } from '../db/schema';

const ISSUER = 'bridge-to-justice';
const AUDIENCE = 'bridge-to-justice-api';

export interface AuthUser {
  userId: string;
  email: string;
  role: Role;
}

export class TokenError extends Error {
  constructor(readonly expired: boolean) {
    super(expired ? 'token expired' : 'token invalid');
  }
}

export interface JwtSigner {
  sign(user: AuthUser): Promise<string>;
  verify(token: string): Promise<AuthUser>;
}

const VERIFIED_CACHE_SIZE = 10_000;

/**
 * HS256 tokens carrying sub (userId), email and role; the frontend reads role to pick a dashboard.
 * A token that passed verification is remembered (until its own expiry) so the same bearer
 * header is not re-verified on every call; nothing unverified is ever cached.
 */
export function createJwtSigner(secret: string, ttl: string): JwtSigner {
  const key = new TextEncoder().encode(secret);
  const expiresIn = /^\d+$/.test(ttl) ? `${ttl}s` : ttl;
  const verified = new Map<string, { user: AuthUser; exp: number }>();
  return {
    sign: (user) =>
      new SignJWT({ email: user.email, role: user.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Date.now() / 1000) return known.user;
        verified.delete(token);
        throw new TokenError(true);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        });
        const { sub, email, role } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string' || !ROLES.includes(role as Role)) {
          throw new TokenError(false);
        }
        const user = { userId: sub, email, role: role as Role };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
        verified.set(token, { user, exp: payload.exp as number });
        return user;
      } catch (error) {
        if (error instanceof TokenError) throw error;
        throw new TokenError(error instanceof errors.JWTExpired);
      }
    },
  };
}
