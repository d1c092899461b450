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

/** HS256 tokens carrying sub (userId), email and role; the frontend reads role to pick a dashboard. */
export function createJwtSigner(secret: string, ttl: string): JwtSigner {
  const key = new TextEncoder().encode(secret);
  const expiresIn = /^\d+$/.test(ttl) ? `${ttl}s` : ttl;
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
        return { userId: sub, email, role: role as Role };
      } catch (error) {
        if (error instanceof TokenError) throw error;
        throw new TokenError(error instanceof errors.JWTExpired);
      }
    },
  };
}
