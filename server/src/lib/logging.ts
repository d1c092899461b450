import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';
import { logRedactPaths, requestSerializer } from './logRedaction';

/** The header a request's id arrives in (from a proxy that made one) and goes back in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept only when it is plainly an id (letters, digits, `.`, `_`, `:`, `-`,
 * 8 to 128 of them, as a proxy's or a client's tracing id is): anything else, which could forge
 * log lines or flood them, is replaced by a fresh UUID.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED_ID.test(value);
}

/** Fastify's genReqId: the caller's well-formed id, or a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isWellFormedRequestId(given) ? given : randomUUID();
}

type Entry = Record<string, unknown>;

/** One readable line: `[request id] message METHOD /url → status in N ms`, the rest on the line. */
function readableMessage(log: Entry, messageKey: string): string {
  const parts: string[] = [];
  if (typeof log.reqId === 'string') parts.push(`[${log.reqId}]`);
  parts.push(String(log[messageKey] ?? ''));
  const req = log.req as Entry | undefined;
  if (req?.method) parts.push(`${String(req.method)} ${String(req.url)}`);
  const res = log.res as Entry | undefined;
  if (res?.statusCode !== undefined) {
    const time =
      typeof log.responseTime === 'number' ? ` in ${log.responseTime.toFixed(1)} ms` : '';
    parts.push(`→ ${String(res.statusCode)}${time}`);
  }
  return parts.join(' ');
}

/**
 * Fastify's logger: pino with secrets redacted. LOG_FORMAT=json (production, log collectors) writes
 * one JSON object a line; LOG_FORMAT=pretty (`npm start`, `npm run dev`) one readable line each,
 * written in order with the start banner (synchronously, on this thread).
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const options = {
    level: config.logLevel,
    redact: { paths: logRedactPaths, censor: '[REDACTED]' },
    serializers: { req: requestSerializer },
  };
  if (config.logFormat === 'json') return options;
  return {
    ...options,
    stream: pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      singleLine: true,
      messageFormat: (log, messageKey) => readableMessage(log as Entry, messageKey),
    }),
  };
}
