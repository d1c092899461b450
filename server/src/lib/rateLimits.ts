import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config';
import { errorEnvelope } from '../plugins/i18n';
import { ApiError } from './apiError';

/** How long a refused attempt waits for its 429 (at most until the limit's window ends). */
export const REFUSAL_DELAY_MS = 1_000;

/** 429 for a limit of ours: the wait in seconds under a minute, else in minutes (rounded up). */
export function tooManyAttempts(seconds: number): ApiError {
  return seconds < 60
    ? new ApiError(429, 'rateLimited.seconds', { values: { count: seconds } })
    : new ApiError(429, 'rateLimited.minutes', { values: { count: Math.ceil(seconds / 60) } });
}

/**
 * 429 for a route limit of @fastify/rate-limit, its wait said as the plugin counts it: in the
 * largest unit under which it falls (seconds, minutes, hours), rounded to the nearest.
 */
export function tooManyAttemptsFor(seconds: number): ApiError {
  const round = (value: number) => Math.floor(value + 0.5);
  if (seconds < 60) return new ApiError(429, 'rateLimited.seconds', { values: { count: seconds } });
  if (seconds < 3600)
    return new ApiError(429, 'rateLimited.minutes', { values: { count: round(seconds / 60) } });
  return new ApiError(429, 'rateLimited.hours', { values: { count: round(seconds / 3600) } });
}

export interface Limiter {
  /** Counts this request; beyond the limit answers 429 with Retry-After (and ends the request). */
  hit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** 429 with Retry-After when the limit is used up, without counting this request. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Whether the limit is used up, without counting this request or answering. */
  spent(request: FastifyRequest): Promise<boolean>;
  /** Counts this request without answering (e.g. a failed login, counted after the fact). */
  count(request: FastifyRequest): Promise<void>;
  /** Counts this request; false beyond the limit (for work to skip quietly, such as a mail). */
  allow(request: FastifyRequest): Promise<boolean>;
}

/**
 * One counter of @fastify/rate-limit per limit, counted in the database (lib/rateLimitStore) so
 * every API process shares it; `name` keeps each limit's keys apart. Several limits can guard one
 * route, each counted on its own key; the plugin's route option allows only one.
 */
export function createLimiter(
  app: FastifyInstance,
  name: string,
  limit: RateLimit,
  key: (request: FastifyRequest) => string,
): Limiter {
  const counter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: key,
    // @ts-expect-error `nameSpace` reaches the store's child() but is not in the option type.
    nameSpace: name,
  });
  // Answered here, not thrown: under a flood most requests end in this line, and an error (with
  // its stack) through the error handler costs the real users' logins their turn. And answered
  // late (a tarpit): a flooder waits REFUSAL_DELAY_MS per refused attempt on each connection,
  // so a flood of thousands a second becomes a few dozen, and the event loop stays the users'.
  const refuse = async (
    request: FastifyRequest,
    reply: FastifyReply,
    ttlMs: number,
  ): Promise<FastifyReply> => {
    app.metrics.rateLimitRefused(name);
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    const refusal = tooManyAttempts(seconds);
    await delay(Math.min(REFUSAL_DELAY_MS, ttlMs));
    return reply
      .code(refusal.statusCode)
      .header('retry-after', String(seconds))
      .send(errorEnvelope(request, refusal));
  };
  return {
    async hit(request, reply) {
      const state = await counter(request);
      if (!state.isAllowed && state.isExceeded) return refuse(request, reply, state.ttl);
    },
    async check(request, reply) {
      const state = await counter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) return refuse(request, reply, state.ttl);
    },
    async spent(request) {
      const state = await counter(request, { increment: false });
      return !state.isAllowed && state.remaining <= 0;
    },
    async count(request) {
      await counter(request);
    },
    async allow(request) {
      const state = await counter(request);
      const allowed = state.isAllowed || !state.isExceeded;
      if (!allowed) app.metrics.rateLimitRefused(name);
      return allowed;
    },
  };
}
