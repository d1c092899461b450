/**
 * Lighthouse (mobile preset, simulated throttling) on the visitor's pages `/` and `/login`:
 * prints performance, accessibility, LCP, CLS and the total JavaScript a visitor downloads, and
 * writes .bench/lighthouse.json.
 *
 * Against a running stack: BENCH_SHELL_URL=http://localhost:3000 tsx scripts/bench-lighthouse.ts
 * Without it, it builds and starts its own stack on free ports (e2e/support/stack.ts) and stops it.
 * Chromium: CHROME_PATH, else /usr/bin/chromium (Debian's package).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Result as LighthouseResult } from 'lighthouse';
import { startStack, type RunningStack } from '../e2e/support/stack';

const ROOT = path.resolve(__dirname, '..');
const PAGES = ['/', '/login'] as const;
/**
 * Pages audited again in another language (`/` in Kinyarwanda), chosen as a visitor
 * who picked it does: the `btj_locale` cookie, which the shell's HTML server reads.
 */
const LOCALE_PAGES = [{ path: '/', locale: 'rw' }] as const;
/** Lighthouse varies from run to run on a shared 2-core machine: the median of a few runs. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  /** Bytes on the wire (compressed) of every script the page loaded. */
  totalJsBytes: number;
  /** Bytes on the wire of the document itself (the prerendered page inside). */
  documentBytes: number;
  scripts: number;
  tbtMs: number;
  fcpMs: number;
  failedAccessibilityAudits: string[];
}

function chromePath(): string {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => !!p && existsSync(p),
  );
  if (!found) throw new Error('No Chromium: set CHROME_PATH or apt-get install -y chromium');
  return found;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  mimeType?: string;
}

function figuresOf(pathName: string, lhr: LighthouseResult): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
    []) as NetworkItem[];
  const scripts = items.filter(
    (item) => item.resourceType === 'Script' || /javascript/.test(item.mimeType ?? ''),
  );
  const failedAccessibilityAudits = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit!.id);
  return {
    path: pathName,
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(4)),
    totalJsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    documentBytes: items.find((item) => item.resourceType === 'Document')?.transferSize ?? 0,
    scripts: scripts.length,
    tbtMs: Math.round(numeric('total-blocking-time')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    failedAccessibilityAudits,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The run whose performance score is the median, so every figure comes from one real run. */
function medianRun(runs: PageFigures[]): PageFigures {
  const target = median(runs.map((r) => r.performance));
  return runs.find((r) => r.performance === target)!;
}

/** The targets for the visitor's pages: a missed one fails the bench. */
export const TARGETS = { performance: 95, accessibility: 100, lcpMs: 1500, cls: 0.02 } as const;

export function missedTargets(r: PageFigures): string[] {
  return [
    r.performance < TARGETS.performance && `performance ${r.performance} < ${TARGETS.performance}`,
    r.accessibility < TARGETS.accessibility &&
      `accessibility ${r.accessibility} < ${TARGETS.accessibility}`,
    r.lcpMs > TARGETS.lcpMs && `LCP ${r.lcpMs} ms > ${TARGETS.lcpMs} ms`,
    r.cls > TARGETS.cls && `CLS ${r.cls} > ${TARGETS.cls}`,
  ].filter((miss): miss is string => !!miss);
}

const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

/**
 * One Lighthouse run through its CLI in plain Node: loaded through tsx, Lighthouse's page
 * functions would carry esbuild's `__name` helper into the browser and fail there.
 */
export function auditPage(
  url: string,
  categories: readonly string[] = ['performance', 'accessibility'],
  headers: Record<string, string> = {},
): Promise<LighthouseResult> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    // The mobile preset (the default): Moto G Power class device, 4x CPU slowdown, slow 4G, simulated.
    '--form-factor=mobile',
    '--throttling-method=simulate',
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage`,
    ...(Object.keys(headers).length ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: chromePath() }, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`Lighthouse ${url} failed: ${stderr || error.message}`));
          return;
        }
        const lhr = JSON.parse(stdout) as LighthouseResult;
        if (lhr.runtimeError) reject(new Error(`Lighthouse ${url}: ${lhr.runtimeError.message}`));
        else resolve(lhr);
      },
    );
  });
}

export async function benchLighthouse(shellUrl: string): Promise<PageFigures[]> {
  const results: PageFigures[] = [];
  const audits = [
    ...PAGES.map((pagePath) => ({ pagePath, label: pagePath, headers: {} })),
    ...LOCALE_PAGES.map(({ path: pagePath, locale }) => ({
      pagePath,
      label: `${pagePath} (${locale})`,
      headers: { Cookie: `btj_locale=${locale}` },
    })),
  ];
  for (const { pagePath, label, headers } of audits) {
    const url = new URL(pagePath, shellUrl).toString();
    const categories = ['performance', 'accessibility'];
    // A first, unmeasured run warms the static servers' file caches (not the browser's:
    // every run starts a fresh Chromium profile).
    await auditPage(url, categories, headers);
    const runs: PageFigures[] = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push(figuresOf(label, await auditPage(url, categories, headers)));
    results.push(medianRun(runs));
  }
  return results;
}

function print(results: PageFigures[]): void {
  const rows = results.map((r) => ({
    page: r.path,
    performance: r.performance,
    accessibility: r.accessibility,
    'FCP (s)': (r.fcpMs / 1000).toFixed(2),
    'LCP (s)': (r.lcpMs / 1000).toFixed(2),
    CLS: r.cls,
    'HTML (KB)': (r.documentBytes / 1024).toFixed(1),
    'JS gz (KB)': (r.totalJsBytes / 1024).toFixed(1),
    scripts: r.scripts,
    'TBT (ms)': r.tbtMs,
  }));
  console.table(rows);
  for (const r of results) {
    const missed = missedTargets(r);
    console.log(
      `${r.path}: ${missed.length ? `MISSES ${missed.join(', ')}` : 'meets every target'} (performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, LCP ≤ ${TARGETS.lcpMs} ms, CLS ≤ ${TARGETS.cls})`,
    );
    if (r.failedAccessibilityAudits.length) {
      console.log(
        `${r.path}: accessibility audits not passed: ${r.failedAccessibilityAudits.join(', ')}`,
      );
    }
  }
}

async function main(): Promise<void> {
  let stack: RunningStack | undefined;
  let shellUrl = process.env.BENCH_SHELL_URL;
  try {
    if (!shellUrl) {
      stack = await startStack();
      shellUrl = stack.urls.shell;
    }
    const results = await benchLighthouse(shellUrl);
    print(results);
    if (results.some((r) => missedTargets(r).length)) process.exitCode = 1;
    const outDir = path.join(ROOT, '.bench');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'lighthouse.json'),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          preset: 'mobile, simulated throttling',
          runsPerPage: RUNS,
          pages: results,
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`written ${path.relative(ROOT, path.join(outDir, 'lighthouse.json'))}`);
  } finally {
    await stack?.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
