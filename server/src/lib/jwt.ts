import { SignJWT, decodeJwt, errors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Role } from '../db/schema';
import { ROLES } from '../db/schema';

const ISSUER = 'bridge-to-justice';
const AUDIENCE = 'bridge-to-justice-api';

export interface AuthUser {
  userId: string;
  email: string;
  role: Role;
}

/** A signed-in caller: the user and the session their token belongs to. */
export interface SessionUser extends AuthUser {
  sessionId: string;
}

/**
 * What a token says: the user as at login, the user's token version then (claim `ver`) and the
 * session the login opened (claim `sid`).
 */
export interface TokenClaims extends AuthUser {
  tokenVersion: number;
  sessionId: string;
}

/** A signed token and when it expires (epoch seconds): its session ends then too. */
export interface SignedToken {
  token: string;
  expiresAt: number;
}

export class TokenError extends Error {
  constructor(readonly expired: boolean) {
    super(expired ? 'token expired' : 'token invalid');
  }
}

export interface JwtSigner {
  sign(claims: TokenClaims): Promise<SignedToken>;
  verify(token: string): Promise<TokenClaims>;
}

const VERIFIED_CACHE_SIZE = 10_000;

/**
 * HS256 tokens carrying sub (userId), email, role, ver (token version) and sid (session); the frontend reads
 * role to pick a dashboard. A token that passed verification is remembered (until its own
 * expiry, least recently used out first) so the same bearer header is not re-verified on every
 * call; nothing unverified is ever cached. Whether the token still stands (version, role) is the
 * auth plugin's check against the database (the session row, the version, the role).
 */
export function createJwtSigner(
  secret: string,
  ttl: string,
  previousSecret: string | null = null,
): JwtSigner {
  const key = new TextEncoder().encode(secret);
  // While the secret is rotated, a token signed with the one before is still good (until it
  // expires); new tokens are only ever signed with the current one.
  const previousKey = previousSecret ? new TextEncoder().encode(previousSecret) : null;
  const options = {
    algorithms: ['HS256'],
    issuer: ISSUER,
    audience: AUDIENCE,
    requiredClaims: ['sub', 'exp'],
  };
  const verifyWithKeys = async (token: string) => {
    try {
      return await jwtVerify(token, key, options);
    } catch (error) {
      if (!previousKey || !(error instanceof errors.JWSSignatureVerificationFailed)) throw error;
      return jwtVerify(token, previousKey, options);
    }
  };
  const expiresIn = /^\d+$/.test(ttl) ? `${ttl}s` : ttl;
  const verified = new LRUCache<string, { claims: TokenClaims; exp: number }>({
    max: VERIFIED_CACHE_SIZE,
  });
  return {
    async sign(claims) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({
        email: claims.email,
        role: claims.role,
        ver: claims.tokenVersion,
        sid: claims.sessionId,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresIn)
        .sign(key);
      return { token, expiresAt: decodeJwt(token).exp as number };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Date.now() / 1000) return known.claims;
        verified.delete(token);
        throw new TokenError(true);
      }
      try {
        const { payload } = await verifyWithKeys(token);
        const { sub, email, role, ver, sid } = payload;
        // A token without a version or a session (issued before either existed) is not trusted.
        if (
          typeof sub !== 'string' ||
          typeof sid !== 'string' ||
          typeof email !== 'string' ||
          !ROLES.includes(role as Role) ||
          !Number.isSafeInteger(ver)
        ) {
          throw new TokenError(false);
        }
        const claims = {
          userId: sub,
          email,
          role: role as Role,
          tokenVersion: ver as number,
          sessionId: sid,
        };
        verified.set(token, { claims, exp: payload.exp as number });
        return claims;
      } catch (error) {
        if (error instanceof TokenError) throw error;
        throw new TokenError(error instanceof errors.JWTExpired);
      }
    },
  };
}
