/**
 * Messages bench:
 * 1. thread open time with 500 messages: navigation → the last message visible on /messages/{id},
 *    as the client, in Chromium (Playwright), cold and warm browser cache;
 * 2. GET /api/messages/unread at 50 connections for 10 s (autocannon): p99 latency.
 *
 * Fresh DATA_DIR, the real API (rate limits raised for the bench), the shell and remote-client
 * built for free ports. Writes .bench/messages.json.
 *
 *   npm run bench -- messages          (or: npx tsx scripts/bench-messages.ts)
 *   BENCH_MESSAGES=500 BENCH_RUNS=7     (defaults)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
// Typed by server/bench/autocannon.d.ts (the package ships no types).
import autocannon from 'autocannon';
import { chromium, type Browser } from '@playwright/test';
import { buildApp, distDir, ROOT } from './apps';
import { startStaticServer } from '../shell/server/staticServer';
import { shellServing } from '../shell/server/shellServing';
import { freePort, startApi } from '../e2e/support/stack';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { registration } from '../server/test/helpers/registration';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_MS = 300;
const OUT = 'dist-bench-messages';
const CONNECTIONS = 50;
const DURATION_S = 10;
const LAWYER = { email: 'lawyer.one@example.com', password: 'Lawyer@12345' };
const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };
const CLIENT = { email: 'bench.messages@example.com', password: 'Client@2024x' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

async function call<T>(
  apiBase: string,
  method: string,
  route: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${apiBase}${route}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData || body === undefined
        ? {}
        : { 'Content-Type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await answer.json()) as T;
  if (!answer.ok) throw new Error(`${method} ${route}: ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

type Login = { token: string; user: { userId: string; email: string } };

async function arrange(apiBase: string) {
  await call(
    apiBase,
    'POST',
    '/users/register',
    undefined,
    registration(CLIENT.email, {
      firstName: 'Bench',
      lastName: 'Client',
      password: CLIENT.password,
      confirmPassword: CLIENT.password,
    }),
  );
  const outbox = await call<Array<{ to: string; links: string[] }>>(apiBase, 'GET', '/dev/outbox');
  const link = outbox
    .find((mail) => mail.to === CLIENT.email)
    ?.links.find((l) => l.includes('/verify?token='));
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error('no verification mail');
  await call(apiBase, 'POST', `/users/verify/${token}`, undefined, { token });
  const client = await call<Login>(apiBase, 'POST', '/users/login', undefined, CLIENT);
  const lawyer = await call<Login>(apiBase, 'POST', '/users/login', undefined, LAWYER);
  const admin = await call<Login>(apiBase, 'POST', '/users/login', undefined, ADMIN);

  const form = new FormData();
  form.append('caseType', 'Civil matters');
  form.append('caseSubtype', 'Land');
  form.append('summary', 'A neighbour moved the boundary stones of our family plot.');
  form.append('file', new Blob(['Statement\n'], { type: 'text/plain' }), 'statement.txt');
  const created = await call<{ data: { _id: string } }>(
    apiBase,
    'POST',
    '/cases/register',
    client.token,
    form,
  );
  const caseId = created.data._id;
  await call(apiBase, 'PATCH', `/cases/assigning/${caseId}`, admin.token, {
    assignedTo: LAWYER.email,
  });

  const started = performance.now();
  for (let i = 1; i <= MESSAGES; i++) {
    const author = i % 2 ? client : lawyer;
    const text =
      i === MESSAGES
        ? `Last message ${MESSAGES}`
        : `Message ${i}: ${'we need the land title, the witness names and the sector letter. '.repeat(1 + (i % 3))}`;
    await call(apiBase, 'POST', `/cases/${caseId}/messages`, author.token, { text });
  }
  console.log(
    `Wrote ${MESSAGES} messages in ${Math.round(performance.now() - started)} ms (case ${caseId})`,
  );
  // A few more cases with threads, so the unread query has more than one row to read.
  for (let c = 0; c < 20; c++) {
    const extra = new FormData();
    for (const [k, v] of Object.entries({
      caseType: 'Criminal Cases',
      caseSubtype: 'Theft',
      summary: `Bench case ${c}`,
    }))
      extra.append(k, v);
    extra.append('file', new Blob(['Statement\n'], { type: 'text/plain' }), 'statement.txt');
    const other = await call<{ data: { _id: string } }>(
      apiBase,
      'POST',
      '/cases/register',
      client.token,
      extra,
    );
    await call(apiBase, 'PATCH', `/cases/assigning/${other.data._id}`, admin.token, {
      assignedTo: LAWYER.email,
    });
    await call(apiBase, 'POST', `/cases/${other.data._id}/messages`, client.token, {
      text: `Question on case ${c}`,
    });
  }
  return { caseId, client, lawyer };
}

async function measure(browser: Browser, url: string, session: Record<string, string>) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const lastText = `Last message ${MESSAGES}`;
  await context.addInitScript({
    content: `
      for (const [key, value] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(key, value);
      const check = () => {
        if (window.__lastVisibleMs !== undefined) return true;
        const items = document.querySelectorAll('[role="region"] li');
        const last = items[items.length - 1];
        if (!last || !last.textContent.includes(${JSON.stringify(lastText)})) return false;
        // Visible = laid out and inside the conversation's scroll box (opened at the newest message).
        const box = last.getBoundingClientRect();
        const frame = last.closest('[role="region"]').getBoundingClientRect();
        if (box.height === 0 || box.bottom > frame.bottom + 1 || box.top < frame.top - 1) return false;
        const at = performance.now();
        requestAnimationFrame(() => { window.__lastVisibleMs = Math.max(at, performance.now()); });
        return true;
      };
      const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    `,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const once = async () => {
    await page.goto(url);
    await page
      .waitForFunction(
        () => (window as unknown as { __lastVisibleMs?: number }).__lastVisibleMs !== undefined,
        undefined,
        { timeout: 60_000 },
      )
      .catch(async (error: unknown) => {
        const text = await page.locator('body').innerText();
        throw new Error(`${url}: last message never visible. ${text.slice(0, 300)} ${problems}`, {
          cause: error,
        });
      });
    return page.evaluate(() => ({
      ms: Math.round((window as unknown as { __lastVisibleMs: number }).__lastVisibleMs),
      rendered: document.querySelectorAll('[role="region"] li').length,
    }));
  };
  const cold = await once();
  const warm = await once();
  await context.close();
  return { cold, warm };
}

async function main() {
  const ports = { shell: await freePort(), client: await freePort(), api: await freePort() };
  const origin = (port: number) => `http://localhost:${port}`;
  const apiBase = `${origin(ports.api)}/api`;
  const env = {
    API_URL: apiBase,
    SHELL_PORT: String(ports.shell),
    CLIENT_PORT: String(ports.client),
    API_PORT: String(ports.api),
    BUILD_OUT: OUT,
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'btj-bench-messages-'));
  let api: ChildProcess | undefined;
  const servers: http.Server[] = [];
  let browser: Browser | undefined;
  try {
    console.log('Building the shell and the client remote for the bench ports...');
    await buildApp('shell', env);
    await buildApp('remote-client', env);
    api = await startApi({
      env,
      dataDir,
      apiOrigin: origin(ports.api),
      appUrl: origin(ports.shell),
      corsOrigins: [origin(ports.shell), origin(ports.client)].join(','),
    });
    servers.push(
      await startStaticServer({
        dir: distDir('shell', OUT),
        port: ports.shell,
        ...shellServing(
          () => ({ client: `${origin(ports.client)}/mf-manifest.json` }),
          distDir('shell', OUT),
        ),
      }),
      await startStaticServer({ dir: distDir('remote-client', OUT), port: ports.client }),
    );

    const { caseId, client, lawyer } = await arrange(apiBase);
    const apiThread: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const answer = await call<{ data: { messages: unknown[] } }>(
        apiBase,
        'GET',
        `/cases/${caseId}/messages`,
        client.token,
      );
      apiThread.push(Math.round(performance.now() - started));
      if (answer.data.messages.length !== MESSAGES) throw new Error('thread length');
    }

    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const session = { token: client.token, userId: client.user.userId, email: client.user.email };
    const url = `${origin(ports.shell)}/messages/${caseId}`;
    await measure(browser, url, session); // warm-up
    const cold: number[] = [];
    const warm: number[] = [];
    let rendered = 0;
    for (let i = 0; i < RUNS; i++) {
      const run = await measure(browser, url, session);
      cold.push(run.cold.ms);
      warm.push(run.warm.ms);
      rendered = run.cold.rendered;
    }
    await browser.close();
    browser = undefined;

    // Unread counts under load: the lawyer has 21 assigned threads, 20 of them unread.
    const unreadUrl = `${apiBase}/messages/unread`;
    const headers = { authorization: `Bearer ${lawyer.token}` };
    await autocannon({ url: unreadUrl, headers, connections: CONNECTIONS, duration: 1 });
    const load = await autocannon({
      url: unreadUrl,
      headers,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    if (load.non2xx > 0 || load.errors > 0)
      throw new Error(`unread load: ${load.non2xx} non-2xx, ${load.errors} errors`);

    const figures = {
      messages: MESSAGES,
      runs: RUNS,
      targetMs: TARGET_MS,
      threadOpen: {
        what: 'navigation → last message laid out and visible in the conversation box on /messages/{id} (client, 390×844 viewport)',
        coldCacheMedianMs: median(cold),
        warmCacheMedianMs: median(warm),
        coldCacheRunsMs: cold,
        warmCacheRunsMs: warm,
        messagesInDom: rendered,
      },
      apiThreadMs: apiThread,
      unread: {
        what: `GET /api/messages/unread, ${CONNECTIONS} connections, ${DURATION_S} s (lawyer with 21 threads)`,
        p50Ms: load.latency.p50,
        p99Ms: load.latency.p99,
        maxMs: load.latency.max,
        requestsPerSecond: Math.round(load.requests.average),
        requests: load.requests.total,
      },
      database: 'PGlite',
      measuredAt: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`.trim(),
      loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    };
    mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
    writeFileSync(path.join(ROOT, '.bench', 'messages.json'), JSON.stringify(figures, null, 2));
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await browser?.close();
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    if (api) {
      api.kill('SIGTERM');
      await new Promise((r) => api!.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    for (const app of ['shell', 'remote-client'] as const)
      rmSync(distDir(app, OUT), { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
