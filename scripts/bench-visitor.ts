/**
 * The visitor's pages `/` and `/login`, the federated shell beside the plain baseline
 * (scripts/bench-baseline.ts), measured in one run, interleaved (shell, baseline, shell, …) so
 * the load of the shared machine falls on both alike:
 * - JS on the wire and requests (Chromium, no throttling, until the network is idle);
 * - Lighthouse 13 (mobile, simulated): performance, LCP, TBT, TTI: the median of each over RUNS;
 * - a tap at first paint: the menu button (a 375 px wide page) is tapped when the first content
 *   is painted; answered = the live page shows the menu open; the figure is when, from the
 *   navigation's start (a prerender paints early and answers late, a plain SPA paints late and
 *   answers at once), and the wait from tap to answer beside it. Real Chromium, no throttling,
 *   median of RUNS;
 * - the same tap on a slow phone: real Chromium throttled as Lighthouse's mobile preset simulates
 *   (4× slower CPU, 150 ms round trips, 1.6 Mb/s down, 750 kb/s up), so the figures Lighthouse
 *   models can be read beside what a browser on such a link really does.
 */
import type { Browser } from '@playwright/test';
import { auditPage } from './bench-lighthouse';

export const VISITOR_PAGES = ['/', '/login'] as const;
const RUNS = Number(process.env.BENCH_VISITOR_RUNS ?? 5);
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface Target {
  /** 'federated' (the shell) and 'baseline' are compared; other builds are only measured. */
  name: string;
  url: string;
}

export interface WireFigures {
  jsKb: number;
  /** The same, in bytes (budgets of a few hundred bytes need them). */
  jsBytes: number;
  scripts: number;
  requests: number;
  /** KB on the wire per script, by URL (port/file). */
  perScript: Record<string, number>;
}

/**
 * Every script a page downloads until the network is idle, bytes on the wire (compressed); in
 * `locale` when given, chosen as a visitor's choice is kept (the btj_locale cookie).
 */
export async function scriptsOnTheWire(
  browser: Browser,
  url: string,
  locale?: string,
): Promise<WireFigures> {
  const context = await browser.newContext();
  if (locale) await context.addCookies([{ name: 'btj_locale', value: locale, url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const figures: WireFigures = { jsKb: 0, jsBytes: 0, scripts: 0, requests: 0, perScript: {} };
  let jsBytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    figures.requests += 1;
    if (types.get(e.requestId) !== 'Script') return;
    jsBytes += e.encodedDataLength;
    figures.scripts += 1;
    const scriptUrl = new URL(urls.get(e.requestId) ?? 'http://x/?');
    figures.perScript[`${scriptUrl.port}${scriptUrl.pathname}`] = kb(e.encodedDataLength);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  figures.jsKb = kb(jsBytes);
  figures.jsBytes = jsBytes;
  return figures;
}

interface TapWindow {
  __fcp?: number;
  __tapAt?: number;
  __answeredAt?: number;
}

/**
 * In the page before anything else: notes the first contentful paint, the tap, and the frame in
 * which the live page (in #root, not a prerender) shows the menu open. A string: tsx would put
 * its `__name` helper in a function's text, and the page has none.
 */
const TAP_PROBE = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('pointerdown', () => (window.__tapAt ??= performance.now()), true);
  (function check() {
    const open = document.querySelector('#root button[aria-controls="site-menu"][aria-expanded="true"]');
    if (window.__tapAt !== undefined && open) window.__answeredAt = performance.now();
    else requestAnimationFrame(check);
  })();
`;

export interface TapFigures {
  /** First contentful paint, ms from the navigation's start. */
  fcpMs: number;
  /** When the live page showed the menu open, ms from the navigation's start. */
  answeredMs: number;
  /** From the tap to the answer. */
  waitMs: number;
}

/** Lighthouse's mobile preset: a mid-range phone on a slow 4G link. */
const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/**
 * A tap on the menu button at first contentful paint, and when the live page answered it; on a
 * throttled slow phone when `slowPhone`.
 */
export async function tapAtFirstPaint(
  browser: Browser,
  url: string,
  slowPhone = false,
): Promise<TapFigures> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  // Where the button is (the same on the prerender and the live page), from a load before.
  const probe = await context.newPage();
  await probe.goto(url, { waitUntil: 'networkidle' });
  const box = await probe
    .locator('button[aria-controls="site-menu"]:visible')
    .first()
    .boundingBox();
  if (!box) throw new Error(`${url}: no menu button`);
  await probe.close();

  const page = await context.newPage();
  await page.addInitScript(TAP_PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  if (slowPhone) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
      uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  }
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const };
  // The tap goes from here the moment Chromium reports the first contentful paint.
  const tapped = new Promise<void>((resolve) => {
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name !== 'firstContentfulPaint') return;
      void cdp
        .send('Input.dispatchMouseEvent', { type: 'mousePressed', clickCount: 1, ...at })
        .then(() =>
          cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', clickCount: 1, ...at }),
        )
        .then(() => resolve());
    });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await Promise.race([
    tapped,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${url}: no first contentful paint in 10 s`)), 10_000),
    ),
  ]);
  await page.waitForFunction(() => (window as TapWindow).__answeredAt !== undefined, undefined, {
    timeout: slowPhone ? 30_000 : 10_000,
  });
  const { fcp, tapAt, answeredAt } = await page.evaluate(() => {
    const w = window as TapWindow;
    return { fcp: w.__fcp!, tapAt: w.__tapAt!, answeredAt: w.__answeredAt! };
  });
  await context.close();
  return {
    fcpMs: Math.round(fcp),
    answeredMs: Math.round(answeredAt),
    waitMs: Math.round(answeredAt - tapAt),
  };
}

/** Taps never answered (a tap that lands as the live page replaces the prerender), by page. */
export const lostTaps = new Map<string, number>();

/** A tap answered: one that got no answer in time is counted as lost and tried again. */
async function tapAnswered(
  browser: Browser,
  url: string,
  key: string,
  slowPhone = false,
): Promise<TapFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tapAtFirstPaint(browser, url, slowPhone);
    } catch (error) {
      lostTaps.set(key, (lostTaps.get(key) ?? 0) + 1);
      if (attempt === 3) throw error;
    }
  }
}

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  ttiMs: number;
}

async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  const lhr = await auditPage(url, ['performance']);
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    ttiMs: numeric('interactive'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export interface PageResult {
  wire: WireFigures;
  lighthouse: LighthouseFigures & { runs: LighthouseFigures[] };
  /** Median over the runs: when the tap at first paint was answered, from the navigation's start. */
  tapMs: number;
  /** Median over the runs: from the tap to its answer. */
  tapWaitMs: number;
  tapRuns: TapFigures[];
  /** The same tap on a throttled slow phone: medians of first contentful paint and answer. */
  slowPhone: { fcpMs: number; answeredMs: number; runs: TapFigures[] };
}

export type VisitorResults = Record<string, Record<string, PageResult>>;

/** Every figure of every page of both targets, runs interleaved. */
export async function benchVisitor(browser: Browser, targets: Target[]): Promise<VisitorResults> {
  const results = {} as VisitorResults;
  const lighthouse = new Map<string, LighthouseFigures[]>();
  const taps = new Map<string, TapFigures[]>();
  const slowTaps = new Map<string, TapFigures[]>();
  const key = (target: Target, page: string) => `${target.name} ${page}`;
  for (const target of targets) {
    const pages: Record<string, PageResult> = (results[target.name] = {});
    for (const page of VISITOR_PAGES) {
      const url = new URL(page, target.url).href;
      // One unmeasured load warms the static servers (and their remotes' caches).
      await scriptsOnTheWire(browser, url);
      pages[page] = {
        wire: await scriptsOnTheWire(browser, url),
      } as PageResult;
    }
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const page of VISITOR_PAGES) {
      for (const target of targets) {
        const url = new URL(page, target.url).href;
        const k = key(target, page);
        console.log(`run ${run + 1}/${RUNS}: ${k}`);
        lighthouse.set(k, [...(lighthouse.get(k) ?? []), await lighthouseRun(url)]);
        taps.set(k, [...(taps.get(k) ?? []), await tapAnswered(browser, url, k)]);
        const slow = await tapAnswered(browser, url, `${k} (slow phone)`, true);
        slowTaps.set(k, [...(slowTaps.get(k) ?? []), slow]);
      }
    }
  }
  for (const target of targets) {
    for (const page of VISITOR_PAGES) {
      const runs = lighthouse.get(key(target, page))!;
      const tapRuns = taps.get(key(target, page))!;
      const slowRuns = slowTaps.get(key(target, page))!;
      Object.assign(results[target.name]![page]!, {
        lighthouse: {
          performance: median(runs.map((r) => r.performance)),
          lcpMs: median(runs.map((r) => r.lcpMs)),
          tbtMs: median(runs.map((r) => r.tbtMs)),
          ttiMs: median(runs.map((r) => r.ttiMs)),
          runs,
        },
        tapMs: median(tapRuns.map((r) => r.answeredMs)),
        tapWaitMs: median(tapRuns.map((r) => r.waitMs)),
        tapRuns,
        slowPhone: {
          fcpMs: median(slowRuns.map((r) => r.fcpMs)),
          answeredMs: median(slowRuns.map((r) => r.answeredMs)),
          runs: slowRuns,
        },
      });
    }
  }
  return results;
}

/** The targets on each visitor page, against the baseline measured in the same run. */
export const VISITOR_TARGETS = {
  jsKb: 120,
  tbtMs: 30,
  ttiOfBaseline: 1.2,
  tapOfBaseline: 1.2,
  performance: 100,
  lcpMs: 1300,
} as const;

export function visitorVerdicts(results: VisitorResults): string[] {
  return VISITOR_PAGES.flatMap((page) => {
    const ours = results.federated![page]!;
    const base = results.baseline![page]!;
    const t = VISITOR_TARGETS;
    const check = (label: string, ok: boolean, figure: string) =>
      `${page} ${ok ? 'MET   ' : 'MISSED'} ${label}: ${figure}`;
    return [
      check('JS on the wire', ours.wire.jsKb <= t.jsKb, `${ours.wire.jsKb} KB (≤ ${t.jsKb} KB)`),
      check(
        'TBT',
        ours.lighthouse.tbtMs <= t.tbtMs,
        `${ours.lighthouse.tbtMs} ms (≤ ${t.tbtMs} ms)`,
      ),
      check(
        'TTI',
        ours.lighthouse.ttiMs <= t.ttiOfBaseline * base.lighthouse.ttiMs,
        `${ours.lighthouse.ttiMs} ms (≤ ${t.ttiOfBaseline} × ${base.lighthouse.ttiMs} ms)`,
      ),
      check(
        'tap at first paint',
        ours.tapMs <= t.tapOfBaseline * base.tapMs,
        `${ours.tapMs} ms (≤ ${t.tapOfBaseline} × ${base.tapMs} ms)`,
      ),
      check(
        'Lighthouse performance',
        ours.lighthouse.performance >= t.performance,
        `${ours.lighthouse.performance} (${t.performance})`,
      ),
      check(
        'LCP',
        ours.lighthouse.lcpMs <= t.lcpMs,
        `${ours.lighthouse.lcpMs} ms (≤ ${t.lcpMs} ms)`,
      ),
    ];
  });
}

export function printVisitor(results: VisitorResults): void {
  const rows = VISITOR_PAGES.flatMap((page) =>
    Object.keys(results).map((name) => {
      const r = results[name]![page]!;
      return {
        page,
        build: name,
        'JS (KB)': r.wire.jsKb,
        scripts: r.wire.scripts,
        requests: r.wire.requests,
        performance: r.lighthouse.performance,
        'LCP (ms)': r.lighthouse.lcpMs,
        'TBT (ms)': r.lighthouse.tbtMs,
        'TTI (ms)': r.lighthouse.ttiMs,
        'tap answered at (ms)': r.tapMs,
        'tap wait (ms)': r.tapWaitMs,
        'slow phone: FCP (ms)': r.slowPhone.fcpMs,
        'slow phone: tap answered at (ms)': r.slowPhone.answeredMs,
      };
    }),
  );
  console.log(
    `\nVisitor pages, federated shell vs plain baseline (medians of ${RUNS}, interleaved):`,
  );
  console.table(rows);
  for (const line of visitorVerdicts(results)) console.log(line);
  for (const [key, count] of lostTaps) console.log(`${key}: ${count} tap(s) never answered`);
}
