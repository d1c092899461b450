import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_UPLOAD_MB } from 'shared-contract';
import { fileStoreSettings, type FileStoreSettings } from './files/settings';
import { backupSettings, type BackupSettings } from './backup/settings';

/** The repository root (server/src/config.ts → ../..): DATA_DIR defaults to `<repo>/.data`. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** A limit of `max` requests per `windowMs` (answered 429 with Retry-After beyond it). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Everything the server reads from the environment, typed and validated once at start. */
export interface Config {
  nodeEnv: NodeEnv;
  production: boolean;
  /** API_PORT (default 4000); 0 picks a free port (tests). */
  apiPort: number;
  /** HOST (default `localhost`, reachable as localhost/127.0.0.1 only); set 0.0.0.0 to expose. */
  host: string;
  /**
   * TRUST_PROXY (Fastify `trustProxy`, default off): `true`, a hop count, or a comma-separated list
   * of proxy addresses/CIDRs whose X-Forwarded-For is believed, so `request.ip` is the client's.
   */
  trustProxy: boolean | number | string[];
  /** DATA_DIR (default `<repo>/.data`); a relative value is resolved against the process cwd. */
  dataDir: string;
  /** DATABASE_URL=postgres://… uses PostgreSQL; unset uses embedded PGlite in DATA_DIR/pglite. */
  databaseUrl: string | null;
  jwtSecret: string;
  /**
   * JWT_SECRET_PREVIOUS: during a secret rotation, tokens and download links signed with the old
   * secret are still accepted (never signed with it) until the old tokens have expired.
   */
  jwtPreviousSecret: string | null;
  /** JWT_TTL, a jose duration such as `8h`, `30m` or `3600` (seconds). */
  jwtTtl: string;
  /** APP_URL: where the e-mailed links (verify, reset) point. */
  appUrl: string;
  /** PUBLIC_API_URL: origin used to build absolute download URLs; null → derived from the listening port. */
  publicApiUrl: string | null;
  smtpUrl: string | null;
  /** MAIL_TO_FOLDER=1: without SMTP_URL in production, mail goes to DATA_DIR/outbox on purpose. */
  mailToFolder: boolean;
  /**
   * SMS through Kannel's sendsms interface: KANNEL_URL (http://host:port/cgi-bin/sendsms),
   * KANNEL_USER and KANNEL_PASSWORD (a sendsms-user of the smsbox). Null: SMS go to
   * DATA_DIR/sms-outbox (the default outside production; SMS_TO_FOLDER=1 in production).
   */
  kannel: { url: string; user: string; password: string } | null;
  /** SMS_TO_FOLDER=1: without KANNEL_URL in production, SMS go to DATA_DIR/sms-outbox on purpose. */
  smsToFolder: boolean;
  /** SMS_SENDER (default BridgeToJ): the sender id the phone shows, ≤ 11 letters/digits or a number. */
  smsSender: string;
  /** SMS_RETRY_LIMIT (default 12): retries of an SMS the gateway did not take, then it is failed. */
  smsRetryLimit: number;
  /** SMS_RETRY_DELAY_S (default 10): the first retry's delay; each next one doubles (with jitter). */
  smsRetryDelaySeconds: number;
  /** API_DOCS: serve the OpenAPI UI at /api/docs (on by default outside production, off in it). */
  apiDocs: boolean;
  /** MAIL_FROM: the sender of verification and reset mails. */
  mailFrom: string;
  maxUploadBytes: number;
  /** FILE_STORE=disk (default, DATA_DIR/uploads) or s3 with S3_ENDPOINT, S3_BUCKET, S3_REGION, keys. */
  fileStore: FileStoreSettings;
  /** BACKUP_DIR, BACKUP_CRON, BACKUP_KEEP_DAILY/WEEKLY, BACKUP_KEY (backup/settings). */
  backup: BackupSettings;
  corsOrigins: string[];
  /** Requests per minute per IP + e-mail on login and password-reset routes. */
  rateLimitMax: number;
  /** Login attempts per IP, all e-mails (LOGIN_IP_MAX per minute). */
  loginIpLimit: RateLimit;
  /** Failed logins per account, all IPs (LOGIN_ACCOUNT_MAX per 15 minutes). */
  loginAccountLimit: RateLimit;
  /** Registrations per IP (REGISTER_IP_MAX per hour). */
  registerIpLimit: RateLimit;
  /** Password-reset requests per IP, all e-mails (RESET_IP_MAX per 15 minutes). */
  resetIpLimit: RateLimit;
  logLevel: LogLevel;
  /** DEMO_SEED=1: seed the demo accounts on an empty database (refused in production). */
  demoSeed: boolean;
  /** DEV_OUTBOX=1: serve the anonymous GET /api/dev/outbox (refused in production). */
  devOutbox: boolean;
  /** Serve repeated case-list pages from memory until a case changes (CASE_LIST_CACHE=off disables). */
  caseListCache: boolean;
  /** MESSAGE_REMINDER_MS (default 10 min): unread this long, a participant gets one reminder mail. */
  messageReminderMs: number;
  /** MESSAGE_REMINDER_CHECK_MS: how often the reminder timer looks (default a fifth of the above, 100 ms…60 s). */
  messageReminderCheckMs: number;
  /** DOCUMENT_REMINDER_CHECK_MS (default 60 s, 10 ms…1 h): how often the scan for late document requests looks. */
  documentReminderCheckMs: number;
  /** DATE_REMINDER_CHECK_MS (default 60 s): how often the scan looks for hearings and meetings owing a reminder. */
  dateReminderCheckMs: number;
  /** MAIL_RETRY_LIMIT (default 12): retries of a mail that could not be delivered, then it is failed. */
  mailRetryLimit: number;
  /** MAIL_RETRY_DELAY_S (default 10): the first retry's delay; each next one doubles (with jitter). */
  mailRetryDelaySeconds: number;
  /** DRAIN_TIMEOUT_MS (default 10 s): on SIGTERM, in-flight requests get this long, then exit 1. */
  drainTimeoutMs: number;
  /** LOG_FORMAT: `json` (default, one object a line) or `pretty` (readable lines, for a person). */
  logFormat: LogFormat;
  /** METRICS=off stops collecting request and process metrics (and serves none). */
  metrics: boolean;
  /** METRICS_PORT: a second listener on HOST that serves only GET /metrics (null: none). */
  metricsPort: number | null;
  /** METRICS_TOKEN: GET /api/metrics on the API's port answers only `Authorization: Bearer <it>`. */
  metricsToken: string | null;
}

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export class ConfigError extends Error {}

const DEFAULT_CORS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function int(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, fallback: string | null): string | null {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  try {
    const parsed = new URL(raw);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error('protocol');
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

/** An explicit on/off switch: `1`/`true` or `0`/`false`/unset; anything else is a mistake. */
function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase() ?? '';
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0 (got "${env[name]}")`);
}

function trustProxy(env: NodeJS.ProcessEnv, production: boolean): boolean | number | string[] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw.toLowerCase() === 'false') return false;
  // Trusting every hop believes whatever X-Forwarded-For a client sends: each request could name
  // a fresh address and so escape every per-address limit.
  if (raw.toLowerCase() === 'true' && production)
    throw new ConfigError(
      "TRUST_PROXY=true is refused when NODE_ENV=production (any client could pick its own address and escape every per-address limit): give the hop count or the proxies' addresses",
    );
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return int(env, 'TRUST_PROXY', 0, 0, 100);
  const addresses = raw.split(',').map((entry) => entry.trim());
  for (const entry of addresses) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits && extra === undefined);
    if (!family || !validBits) {
      throw new ConfigError(
        `TRUST_PROXY must be true, a hop count, or proxy addresses/CIDRs separated by commas (got "${entry}")`,
      );
    }
  }
  return addresses;
}

/** In development the JWT secret is generated once and kept in DATA_DIR/secret (mode 0600). */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = (env.NODE_ENV?.trim() || 'development') as NodeEnv;
  if (!NODE_ENVS.includes(nodeEnv)) {
    throw new ConfigError(
      `NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${env.NODE_ENV}")`,
    );
  }
  const production = nodeEnv === 'production';
  const demoSeed = flag(env, 'DEMO_SEED');
  const devOutbox = flag(env, 'DEV_OUTBOX');
  // Demo passwords are public and the outbox lists reset links: either one hands out accounts.
  if (production && demoSeed)
    throw new ConfigError(
      'DEMO_SEED=1 is refused when NODE_ENV=production (public demo passwords)',
    );
  if (production && devOutbox)
    throw new ConfigError(
      'DEV_OUTBOX=1 is refused when NODE_ENV=production (it lists reset links to anyone)',
    );
  const apiPort = int(env, 'API_PORT', 4000, 0, 65535);
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, '.data'));

  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }

  let jwtSecret = env.JWT_SECRET?.trim() || '';
  if (jwtSecret && jwtSecret.length < 32)
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  if (!jwtSecret) {
    if (production) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
    jwtSecret = persistedSecret(dataDir);
  }

  const jwtTtl = env.JWT_TTL?.trim() || '8h';
  if (
    !/^\d+\s*(s|sec|secs|second|seconds|m|min|mins|minute|minutes|h|hr|hrs|hour|hours|d|day|days)?$/i.test(
      jwtTtl,
    )
  ) {
    throw new ConfigError(`JWT_TTL must look like 8h, 30m or 3600 (got "${jwtTtl}")`);
  }

  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const corsOrigins = env.CORS_ORIGINS?.trim()
    ? env.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : DEFAULT_CORS;

  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  // Without SMTP every verification and reset mail lands in a folder: in production only when the
  // operator says so, never because a variable was forgotten.
  const mailToFolder = flag(env, 'MAIL_TO_FOLDER');
  if (production && !smtpUrl && !mailToFolder)
    throw new ConfigError(
      'SMTP_URL is required when NODE_ENV=production (set MAIL_TO_FOLDER=1 to keep every mail in DATA_DIR/outbox instead)',
    );
  if (smtpUrl && mailToFolder)
    throw new ConfigError('MAIL_TO_FOLDER=1 and SMTP_URL contradict each other: set one of them');
  const kannelUrl = url(env, 'KANNEL_URL', null);
  const kannelUser = env.KANNEL_USER?.trim() || '';
  const kannelPassword = env.KANNEL_PASSWORD?.trim() || '';
  if (kannelUrl && (!kannelUser || !kannelPassword))
    throw new ConfigError(
      'KANNEL_URL needs KANNEL_USER and KANNEL_PASSWORD (a sendsms-user of the smsbox)',
    );
  // Like mail: SMS land in a folder in production only when the operator says so.
  const smsToFolder = flag(env, 'SMS_TO_FOLDER');
  if (production && !kannelUrl && !smsToFolder)
    throw new ConfigError(
      'KANNEL_URL is required when NODE_ENV=production (set SMS_TO_FOLDER=1 to keep every SMS in DATA_DIR/sms-outbox instead)',
    );
  if (kannelUrl && smsToFolder)
    throw new ConfigError('SMS_TO_FOLDER=1 and KANNEL_URL contradict each other: set one of them');
  const smsSender = env.SMS_SENDER?.trim() || 'BridgeToJ';
  if (!/^(?:[A-Za-z0-9]{1,11}|\+?\d{3,15})$/.test(smsSender))
    throw new ConfigError(
      `SMS_SENDER must be up to 11 letters and digits, or a phone number (got "${smsSender}")`,
    );
  const apiDocs = env.API_DOCS?.trim() ? flag(env, 'API_DOCS') : !production;

  const jwtPreviousSecret = env.JWT_SECRET_PREVIOUS?.trim() || null;
  if (jwtPreviousSecret && jwtPreviousSecret.length < 32)
    throw new ConfigError('JWT_SECRET_PREVIOUS must be at least 32 characters');
  if (jwtPreviousSecret && jwtPreviousSecret === jwtSecret)
    throw new ConfigError('JWT_SECRET_PREVIOUS must differ from JWT_SECRET');

  const messageReminderMs = int(env, 'MESSAGE_REMINDER_MS', 600_000, 0, 7 * 24 * 3_600_000);

  const logFormat = (env.LOG_FORMAT?.trim() || 'json') as LogFormat;
  if (!LOG_FORMATS.includes(logFormat))
    throw new ConfigError(
      `LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')} (got "${env.LOG_FORMAT}")`,
    );
  // The metrics show the firm's traffic and errors: a token anyone could guess protects nothing.
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken && metricsToken.length < 32)
    throw new ConfigError('METRICS_TOKEN must be at least 32 characters');
  const metricsPortRaw = env.METRICS_PORT?.trim();
  const metricsPort = metricsPortRaw ? int(env, 'METRICS_PORT', 0, 0, 65535) : null;
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === apiPort)
    throw new ConfigError('METRICS_PORT must differ from API_PORT (the metrics are not public)');

  return {
    nodeEnv,
    production,
    apiPort,
    host: env.HOST?.trim() || 'localhost',
    trustProxy: trustProxy(env, production),
    dataDir,
    databaseUrl,
    jwtSecret,
    jwtPreviousSecret,
    jwtTtl,
    appUrl: url(env, 'APP_URL', 'http://localhost:3000') as string,
    publicApiUrl: url(env, 'PUBLIC_API_URL', apiPort === 0 ? null : `http://localhost:${apiPort}`),
    smtpUrl,
    mailToFolder,
    kannel: kannelUrl ? { url: kannelUrl, user: kannelUser, password: kannelPassword } : null,
    smsToFolder,
    smsSender,
    smsRetryLimit: int(env, 'SMS_RETRY_LIMIT', 12, 0, 100),
    smsRetryDelaySeconds: int(env, 'SMS_RETRY_DELAY_S', 10, 1, 3_600),
    apiDocs,
    mailFrom: env.MAIL_FROM?.trim() || 'Bridge to Justice <no-reply@bridgetojustice.rw>',
    maxUploadBytes: int(env, 'MAX_UPLOAD_MB', MAX_UPLOAD_MB, 1, 1024) * 1024 * 1024,
    fileStore: fileStoreSettings(env),
    backup: backupSettings(env),
    corsOrigins,
    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 20, 1, 100_000_000),
    loginIpLimit: { max: int(env, 'LOGIN_IP_MAX', 60, 1, 100_000_000), windowMs: 60_000 },
    loginAccountLimit: {
      max: int(env, 'LOGIN_ACCOUNT_MAX', 50, 1, 100_000_000),
      windowMs: 15 * 60_000,
    },
    registerIpLimit: { max: int(env, 'REGISTER_IP_MAX', 20, 1, 100_000_000), windowMs: 3_600_000 },
    resetIpLimit: { max: int(env, 'RESET_IP_MAX', 30, 1, 100_000_000), windowMs: 15 * 60_000 },
    logLevel,
    demoSeed,
    devOutbox,
    caseListCache: env.CASE_LIST_CACHE !== 'off',
    messageReminderMs,
    messageReminderCheckMs: int(
      env,
      'MESSAGE_REMINDER_CHECK_MS',
      Math.min(60_000, Math.max(100, Math.round(messageReminderMs / 5))),
      10,
      3_600_000,
    ),
    documentReminderCheckMs: int(env, 'DOCUMENT_REMINDER_CHECK_MS', 60_000, 10, 3_600_000),
    dateReminderCheckMs: int(env, 'DATE_REMINDER_CHECK_MS', 60_000, 10, 3_600_000),
    mailRetryLimit: int(env, 'MAIL_RETRY_LIMIT', 12, 0, 100),
    mailRetryDelaySeconds: int(env, 'MAIL_RETRY_DELAY_S', 10, 1, 3_600),
    drainTimeoutMs: int(env, 'DRAIN_TIMEOUT_MS', 10_000, 100, 600_000),
    logFormat,
    metrics: env.METRICS?.trim() !== 'off',
    metricsPort,
    metricsToken,
  };
}
