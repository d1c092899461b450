/**
 * Case detail bench: a client's case with 50 documents and its timeline; the time from
 * pressing View on its card to the case view showing its facts, all 50 documents and the whole
 * timeline, measured in Chromium with Playwright on a warm page (the app and its chunks loaded).
 *
 * It starts the real API on a fresh DATA_DIR, arranges the case over HTTP as users would (a client
 * registers and submits, adds 49 more documents; the admin assigns a lawyer and sets the status twice),
 * builds the shell and the client remote for free ports, then opens the dashboard as the client.
 * Prints the figures and writes .bench/case-detail.json.
 *
 *   npm run bench -- case-detail          (or: npx tsx scripts/bench-case-detail.ts)
 *   BENCH_RUNS=7                          (default)
 *
 * "First open": the query cache holds nothing of this case (the page was just loaded), so the case,
 * its documents and its timeline are fetched; "again": closed and opened within the cache's 10 s.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import { chromium, request as playwrightRequest, type Browser } from '@playwright/test';
import { buildApp, distDir, ROOT } from './apps';
import { startStaticServer } from '../shell/server/staticServer';
import { shellServing } from '../shell/server/shellServing';
import { freePort, startApi } from '../e2e/support/stack';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { DEMO, apiLogin, registerAndVerifyClient } from '../e2e/support/auth';
import { createCaseViaApi } from '../e2e/support/admin';
import { assignViaApi } from '../e2e/support/messages';
import { tinyPdf } from '../e2e/support/client';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DOCUMENTS = 50;
const TARGET_MS = 300;
const OUT = 'dist-bench-case-detail';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/** The client, their case with DOCUMENTS documents, assigned and with a status set. */
async function arrange(apiBase: string) {
  const http = await playwrightRequest.newContext();
  const stack = { api: apiBase };
  try {
    const client = await registerAndVerifyClient(http, stack);
    const { token } = await apiLogin(http, stack, client);
    const created = await createCaseViaApi(http, stack, token, {
      summary: 'Bench case: a neighbour moved the boundary stones of our family plot.',
    });
    for (let n = 2; n <= DOCUMENTS; n++) {
      const file = tinyPdf(`Evidence ${n}`, `evidence-${n}.pdf`);
      const answer = await http.post(`${apiBase}/cases/${created.id}/documents`, {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { file },
      });
      if (answer.status() !== 201) throw new Error(`document ${n}: ${answer.status()}`);
    }
    await assignViaApi(http, stack, created.id, DEMO.lawyerOne.email);
    const admin = await apiLogin(http, stack, DEMO.admin);
    for (const status of ['Received', 'Pending']) {
      const answer = await http.patch(`${apiBase}/cases/status/${created.id}`, {
        headers: { Authorization: `Bearer ${admin.token}` },
        data: { status },
      });
      if (!answer.ok()) throw new Error(`status ${status}: ${answer.status()}`);
    }
    const timeline = await http.get(`${apiBase}/cases/${created.id}/timeline`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const events = ((await timeline.json()) as { data: { events: unknown[] } }).data.events.length;
    return { client, token, events };
  } finally {
    await http.dispose();
  }
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'btj-bench-case-'));
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
    const { client, token, events } = await arrange(apiBase);
    const remotes = { client: `${origin(ports.client)}/mf-manifest.json` };
    servers.push(
      await startStaticServer({
        dir: distDir('shell', OUT),
        port: ports.shell,
        apiOrigin: origin(ports.api), // the pages' CSP lets them call this API
        ...shellServing(() => remotes, distDir('shell', OUT)),
      }),
      await startStaticServer({ dir: distDir('remote-client', OUT), port: ports.client }),
    );

    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const context = await browser.newContext();
    await context.addInitScript({
      content: `localStorage.setItem('token', ${JSON.stringify(token)});
        localStorage.setItem('userId', ${JSON.stringify(client.userId)});
        localStorage.setItem('email', ${JSON.stringify(client.email)});`,
    });
    const page = await context.newPage();
    const url = `${origin(ports.shell)}/user-dashboard`;
    const dialog = page.getByRole('dialog', { name: 'SUBMITTED CASE:' });

    /** Press View, wait until the facts, every document and every timeline event are in the DOM. */
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    const open = async (): Promise<number> => {
      await page
        .getByRole('button', { name: 'View' })
        .waitFor()
        .catch(async (error: unknown) => {
          const text = await page.locator('body').innerText();
          throw new Error(
            `${page.url()}: no View. Page: ${text.slice(0, 300)} ${problems.join(' | ')}`,
            {
              cause: error,
            },
          );
        });
      // A plain string: tsx would wrap the inner functions' names in a helper the page lacks.
      const ms = await page.evaluate<number>(`new Promise((resolve) => {
        const done = () => {
          const view = document.querySelector('[role="dialog"]');
          if (!view) return false;
          const regions = [...view.querySelectorAll('section')];
          const docs = regions.find((r) => r.textContent.startsWith('Documents'));
          const line = regions.find((r) => r.textContent.startsWith('Timeline'));
          return (docs ? docs.querySelectorAll('li').length : 0) >= ${DOCUMENTS} &&
            (line ? line.querySelectorAll('li').length : 0) >= ${events};
        };
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          const at = performance.now();
          requestAnimationFrame(() => resolve(Math.max(at, performance.now()) - started));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        [...document.querySelectorAll('button')].find((b) => b.textContent === 'View').click();
      })`);
      return Math.round(ms);
    };

    await page.goto(url); // warm-up: Chromium's first launch, the HTTP cache
    await open();
    const first: number[] = [];
    const again: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(url); // a fresh query cache, a warm browser
      first.push(await open());
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      again.push(await open());
    }
    const figures = {
      documents: DOCUMENTS,
      timelineEvents: events,
      runs: RUNS,
      targetMs: TARGET_MS,
      firstOpenMedianMs: median(first),
      againMedianMs: median(again),
      firstOpenRunsMs: first,
      againRunsMs: again,
      measuredAt: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`.trim(),
    };
    console.log(`\nCase detail with ${DOCUMENTS} documents and ${events} timeline events`);
    console.log(
      `  View -> facts, documents and timeline rendered: median ${figures.firstOpenMedianMs} ms first open (${first.join(', ')}), ${figures.againMedianMs} ms again (${again.join(', ')})`,
    );
    console.log(
      `  Target <= ${TARGET_MS} ms warm: ${figures.firstOpenMedianMs <= TARGET_MS ? 'met' : 'NOT met'} (first open on a warm page)`,
    );
    mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
    const out = path.join(ROOT, '.bench', 'case-detail.json');
    writeFileSync(out, JSON.stringify(figures, null, 2) + '\n');
    console.log(`  Written to ${out}`);
    if (figures.firstOpenMedianMs > TARGET_MS) process.exitCode = 1;
  } finally {
    await browser?.close();
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    if (api && api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((r) => api!.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    for (const app of ['shell', 'remote-client'] as const) {
      rmSync(distDir(app, OUT), { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
