import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { client, type Client } from './http';
import { registration } from './registration';
import { createTestDatabase } from './testDatabase';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * What the suites set for local use: the demo accounts and the dev outbox, and the
 * per-IP and per-account limits raised, since every suite logs in and registers from 127.0.0.1
 * many times. The per-IP+e-mail limit (RATE_LIMIT_MAX) keeps its default. The limits suite
 * starts its server with LIMIT_DEFAULTS instead.
 */
export const LOCAL_USE: Record<string, string> = { DEMO_SEED: '1', DEV_OUTBOX: '1' };
export const RAISED_LIMITS: Record<string, string> = {
  LOGIN_IP_MAX: '100000',
  LOGIN_ACCOUNT_MAX: '100000',
  REGISTER_IP_MAX: '100000',
  RESET_IP_MAX: '100000',
};
export const TEST_ENV: Record<string, string> = { ...LOCAL_USE, ...RAISED_LIMITS };

/** Back to the limits a real deployment gets (an empty value is the default). */
export const LIMIT_DEFAULTS: Record<string, string> = {
  LOGIN_IP_MAX: '',
  LOGIN_ACCOUNT_MAX: '',
  REGISTER_IP_MAX: '',
  RESET_IP_MAX: '',
};

export interface Identity {
  userId: string;
  email: string;
  password: string;
  token: string;
  role: 'client' | 'adminStaff' | 'admin';
}

export interface TestApi {
  app: FastifyInstance;
  config: Config;
  baseUrl: string;
  dataDir: string;
  /** The settings this server was started with beyond the suites' defaults (e.g. FILE_STORE=s3). */
  env: Record<string, string>;
  http: Client;
  close(): Promise<void>;
}

/**
 * The real server on a fresh temp DATA_DIR (and a fresh database in the PostgreSQL pass), on a
 * free port of `host` (127.0.0.1 lets clients bound to other loopback addresses reach it).
 */
export async function startTestApi(
  env: Record<string, string> = {},
  { host = 'localhost' }: { host?: string } = {},
): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-api-test-'));
  const databaseUrl = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    API_PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    APP_URL: 'http://localhost:3000',
    ...TEST_ENV,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host });
  const baseUrl =
    host === 'localhost'
      ? app.publicApiUrl()
      : `http://${host}:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    config,
    baseUrl,
    dataDir,
    env,
    http: client(baseUrl),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

/** The newest mail to an address with a link containing `linkPart`, as the e2e tests find it. */
export async function latestLink(http: Client, to: string, linkPart: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const outbox = await http.get<OutboxMail[]>('/api/dev/outbox');
    const mail = outbox.body.find(
      (entry) => entry.to === to && entry.links.some((link) => link.includes(linkPart)),
    );
    const link = mail?.links.find((entry) => entry.includes(linkPart));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} with a link containing ${linkPart}`);
}

/** The newest mail to an address with that subject (waits: mail goes out after the answer). */
export async function mailTo(http: Client, to: string, subject: string): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const outbox = await http.get<OutboxMail[]>('/api/dev/outbox');
    const mail = outbox.body.find((entry) => entry.to === to && entry.subject === subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} with the subject "${subject}"`);
}

/** Every link containing `linkPart` in mails to an address, newest first. */
export async function linksTo(http: Client, to: string, linkPart: string): Promise<string[]> {
  const outbox = await http.get<OutboxMail[]>('/api/dev/outbox');
  return outbox.body
    .filter((entry) => entry.to === to)
    .flatMap((entry) => entry.links.filter((link) => link.includes(linkPart)));
}

/** Waits for a mail with a link that is not among `known` (mail is sent after the answer). */
export async function nextLink(
  http: Client,
  to: string,
  linkPart: string,
  known: string[],
): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const fresh = (await linksTo(http, to, linkPart)).find((link) => !known.includes(link));
    if (fresh) return fresh;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no new mail to ${to} with a link containing ${linkPart}`);
}

export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  assert.ok(token, `no token in ${link}`);
  return token;
}

export { registration };

export async function login(http: Client, email: string, password: string): Promise<Identity> {
  const answer = await http.post('/api/users/login', { json: { email, password } });
  assert.equal(answer.status, 200, `login ${email}: ${answer.text}`);
  return { ...answer.body.user, password, token: answer.body.token };
}

/** Registers a client through the API, follows the verification link from the outbox, logs in. */
export async function newClient(
  http: Client,
  email: string,
  password = 'Client@12345',
): Promise<Identity> {
  const registered = await http.post('/api/users/register', {
    json: registration(email, { password, confirmPassword: password }),
  });
  assert.equal(registered.status, 201, registered.text);
  const token = tokenOf(await latestLink(http, email, '/verify?token='));
  const verified = await http.post(`/api/users/verify/${token}`, { json: { token } });
  assert.equal(verified.status, 200, verified.text);
  return login(http, email, password);
}
