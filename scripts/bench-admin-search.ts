/**
 * The admin list at scale, parts of the admin-table bench: a searchable seed of many
 * cases (owners with real-looking names, summaries of varied words, references), the API under 50
 * connections for a search and for a filtered sorted page, the CSV export of every case (time and
 * the server's resident memory while it streams), and typing a search to the updated table in
 * Chromium.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { Browser } from '@playwright/test';

/** The parts of autocannon's answer used here (the package ships no types). */
interface LoadResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface LoadRequest {
  setupRequest: (request: { path: string }) => { path: string };
}
type Autocannon = (options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
  requests: LoadRequest[];
}) => Promise<LoadResult>;

/** autocannon, the load tool of the server benches (a name, so the type checker looks no further). */
async function autocannon(options: Parameters<Autocannon>[0]): Promise<LoadResult> {
  const name = 'autocannon';
  const loaded = (await import(name)) as { default: Autocannon };
  return loaded.default(options);
}

/** The target's concurrency; BENCH_CONNECTIONS measures at another (evidence, not the target). */
export const TARGET_CONNECTIONS = 50;
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? TARGET_CONNECTIONS);
export const API_P99_TARGET_MS = 50;
export const TYPING_TARGET_MS = 300;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

const FIRST = [
  'Aline',
  'Eric',
  'Jeanne',
  'Patrick',
  'Diane',
  'Claude',
  'Grace',
  'Samuel',
  'Alice',
  'Olivier',
];
const LAST = [
  'Uwase',
  'Mugisha',
  'Habimana',
  'Niyonzima',
  'Mukamana',
  'Nshimiyimana',
  'Uwimana',
  'Hakizimana',
  'Ingabire',
  'Ndayisaba',
];
const WORDS = [
  'boundary',
  'inheritance',
  'motorbike',
  'dowry',
  'contract',
  'salary',
  'tenant',
  'fraud',
  'assault',
  'cattle',
  'loan',
  'fence',
];
const PLACES = [
  'Gasabo',
  'Kicukiro',
  'Nyarugenge',
  'Huye',
  'Musanze',
  'Rubavu',
  'Rwamagana',
  'Nyagatare',
  'Muhanga',
  'Karongi',
];

/** A fixed pseudo-random sequence (mulberry32: the same views every run, so runs compare). */
function randomOf(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

export const SEARCH_VIEWS = 400;
export const FILTER_VIEWS = 400;

/**
 * The two loads the API is measured with, each a set of distinct views an admin's team would ask
 * for (one URL repeated would measure one cached answer): searches by summary words, a place,
 * names, an e-mail, a reference or its start, pages 1-3; and filtered, sorted pages (status, type,
 * lawyer, flag, date range, each sort both ways, pages 1-5). Each connection walks the list from
 * its own place, so every view is asked about as often.
 */
export function scenarios(cases: number): { search: string[]; filteredSortedPage: string[] } {
  const pick = randomOf(17);
  const one = <T>(values: readonly T[]) => values[pick(values.length)]!;
  const search = new Set<string>();
  while (search.size < SEARCH_VIEWS) {
    const kind = pick(6);
    const words =
      kind === 0
        ? `${one(WORDS)} ${one(PLACES)}`
        : kind === 1
          ? `${one(FIRST)} ${one(LAST)}`
          : kind === 2
            ? `${one(WORDS).slice(0, 4)} ${one(LAST)}`
            : kind === 3
              ? `client${1 + pick(500)}@bench.example.com`
              : kind === 4
                ? `BTJ-2026-${String(1 + pick(cases)).padStart(6, '0')}`
                : `${one(WORDS)} ${one(WORDS)} ${one(PLACES).slice(0, 3)}`;
    const page = kind === 4 ? 1 : one([1, 1, 1, 2, 3]);
    search.add(`/cases/search?q=${encodeURIComponent(words)}${page > 1 ? `&page=${page}` : ''}`);
  }
  const sorts = [
    'createdAt',
    'reference',
    'owner',
    'caseType',
    'caseSubtype',
    'status',
    'flag',
    'lawyer',
  ];
  const filtered = new Set<string>();
  while (filtered.size < FILTER_VIEWS) {
    const params = new URLSearchParams();
    const status = one(['', 'Pending', 'Received', 'Completed']);
    if (status) params.set('status', status);
    const type = one([
      '',
      '',
      'Criminal Cases',
      'Civil matters',
      'Alternative Dispute Resolutions',
    ]);
    if (type) params.set('caseType', type);
    const lawyer = one(['', '', 'none', 'lawyer.one@example.com']);
    if (lawyer) params.set('lawyer', lawyer);
    const flag = one(['', '', 'Done', 'Going']);
    if (flag) params.set('flag', flag);
    // The seed's cases are of the last day or two: a range that starts today or yesterday.
    if (pick(5) === 0)
      params.set('from', new Date(Date.now() - pick(2) * 86_400_000).toISOString().slice(0, 10));
    if (params.size === 0) params.set('status', 'Pending');
    params.set('sort', one(sorts));
    params.set('order', one(['asc', 'desc']));
    params.set('page', String(1 + pick(5)));
    filtered.add(`/cases/search?${params}`);
  }
  return { search: [...search], filteredSortedPage: [...filtered] };
}

type Rows = (query: unknown) => Promise<unknown[]>;
/** One array parameter (drizzle would spread a JS array into a row); the words have no commas. */
const pgArray = (values: readonly string[]) => `{${values.join(',')}}`;
/** drizzle's sql tag, as the caller hands it over (the server's dependency, not the scripts'). */
type SqlTag = (strings: TemplateStringsArray, ...values: unknown[]) => unknown;

/**
 * `cases` cases of 500 clients, in a handful of statements: the types of the taxonomy, every
 * status spelling, 1 in 5 archived, 1 in 7 assigned, one second apart, numbered BTJ-2026-n.
 */
export async function seedSearchable(
  rows: Rows,
  sql: SqlTag,
  cases: number,
  passwordHash: string,
): Promise<void> {
  await rows(sql`
    insert into users (id, email, password_hash, first_name, last_name, role, email_verified_at)
    select gen_random_uuid(), 'client' || n || '@bench.example.com', ${passwordHash},
           (${pgArray(FIRST)}::text[])[1 + n % 10], (${pgArray(LAST)}::text[])[1 + (n / 10) % 10], 'client', now()
    from generate_series(1, 500) as n`);
  await rows(sql`
    insert into cases (id, user_id, owner_email, reference, case_type, case_subtype, summary, status,
                       mark_as_done_archived, assigned_to, created_at, updated_at)
    select gen_random_uuid(), u.id, u.email, 'BTJ-2026-' || lpad(i::text, 6, '0'),
           (array['Criminal Cases', 'Civil matters', 'Alternative Dispute Resolutions'])[1 + i % 3],
           (array['Theft', 'Land', 'Mediation'])[1 + i % 3],
           'Case ' || i || ': a dispute about the ' || (${pgArray(WORDS)}::text[])[1 + i % 12] || ' and the '
             || (${pgArray(WORDS)}::text[])[1 + (i / 12) % 12] || ' of a family in '
             || (${pgArray(PLACES)}::text[])[1 + (i / 7) % 10] || '.',
           (array['pending', 'Received', 'Pending', 'Completed'])[1 + i % 4],
           case when i % 5 = 0 then 'Done' else 'Going' end,
           case when i % 7 = 0 then 'lawyer.one@example.com' end,
           now() - make_interval(secs => ${cases} - i), now()
    from generate_series(1, ${cases}) as i
    join (select id, email, row_number() over (order by email) - 1 as k
          from users where email like '%@bench.example.com') u on u.k = i % 500`);
  await rows(sql`
    insert into case_reference_counters (year, last) values (2026, ${cases})
    on conflict (year) do update set last = greatest(case_reference_counters.last, ${cases})`);
  // A database in service has its rows' hint bits and visibility map set (PostgreSQL's autovacuum
  // does it soon after a bulk insert); a fresh bulk load leaves the first reads to write every
  // page, which measured the load's first minute, not the search (PGlite has no autovacuum).
  await rows(sql`vacuum analyze`);
}

export interface Load {
  views: number;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  /** The machine's 1-minute load average before and after (os.loadavg). */
  loadAverage: [number, number];
}

/** A view list under CONNECTIONS connections for LOAD_SECONDS (after a one-second warm-up). */
export async function load(
  apiBase: string,
  views: string[],
  token: string,
  seconds = LOAD_SECONDS,
  connections = CONNECTIONS,
): Promise<Load> {
  const base = new URL(apiBase);
  const headers = { Authorization: `Bearer ${token}` };
  let next = 0;
  // Each request takes the next view of the shared list: all connections walk it together.
  const requests = [
    {
      setupRequest: (request: { path: string }) => ({
        ...request,
        path: `${base.pathname}${views[next++ % views.length]}`,
      }),
    },
  ];
  await autocannon({ url: base.origin, headers, connections, duration: 1, requests });
  const before = os.loadavg()[0]!;
  const result = await autocannon({
    url: base.origin,
    headers,
    connections,
    duration: seconds,
    requests,
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count)]),
  );
  return {
    views: views.length,
    connections,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    statusCodes,
    errors: result.errors + result.timeouts,
    loadAverage: [Math.round(before * 100) / 100, Math.round(os.loadavg()[0]! * 100) / 100],
  };
}

export async function apiUnderLoad(apiBase: string, token: string, cases: number) {
  const views = scenarios(cases);
  return {
    search: await load(apiBase, views.search, token),
    filteredSortedPage: await load(apiBase, views.filteredSortedPage, token),
  };
}

/** The resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

/**
 * Every case as CSV, read as it streams: the time, the records, and the API process's resident
 * memory before and at its highest while it streams (sampled every 20 ms).
 */
export async function csvExport(apiBase: string, token: string, apiPid: number) {
  const before = rssMb(apiPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(apiPid))), 20);
  const started = performance.now();
  try {
    const answer = await fetch(`${apiBase}/cases/export.csv`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!answer.ok || !answer.body) throw new Error(`export answered ${answer.status}`);
    let bytes = 0;
    let records = 0;
    const decoder = new TextDecoder();
    for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      // Count line ends by their \n: a chunk may end between \r and \n (the seed has no newlines).
      records += decoder.decode(chunk, { stream: true }).split('\n').length - 1;
    }
    return {
      ms: Math.round(performance.now() - started),
      records: records - 1,
      megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
      rssBeforeMb: before,
      rssPeakMb: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * In Chromium on /submitted-cases: the last key of a search typed, to the table showing that
 * search's first row; the first word warms the page (code and the API), the next ones are timed.
 */
export async function typingToTable(
  browser: Browser,
  url: string,
  session: Record<string, string>,
  expectFirst: (word: string) => Promise<string>,
) {
  const context = await browser.newContext();
  await context.addInitScript({
    content: `for (const [key, value] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(key, value);`,
  });
  const page = await context.newPage();
  await page.goto(url);
  const box = page.getByLabel('Search cases');
  await box.waitFor();
  await page.locator('table tbody tr').first().waitFor();
  const times: number[] = [];
  for (const word of ['uwase', 'habimana', 'ingabire', 'mugisha', 'hakizimana', 'niyonzima']) {
    const first = await expectFirst(word);
    await box.fill('');
    await page.waitForTimeout(500);
    const shown = await page.locator('table tbody tr td strong').first().textContent();
    if (shown === first) continue; // nothing would change on screen
    await box.pressSequentially(word.slice(0, -1), { delay: 30 });
    // The page stamps when the first row shows this search's newest case.
    await page.evaluate((reference) => {
      const w = window as unknown as { __shownAt?: number };
      w.__shownAt = undefined;
      const observer = new MutationObserver(() => {
        const cell = document.querySelector('table tbody tr td strong');
        if (cell?.textContent === reference) {
          observer.disconnect();
          requestAnimationFrame(() => (w.__shownAt = performance.now()));
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, first);
    const typedAt = await page.evaluate(() => performance.now());
    await box.press(word.slice(-1));
    await page.waitForFunction(
      () => (window as unknown as { __shownAt?: number }).__shownAt,
      undefined,
      { timeout: 10_000 },
    );
    const shownAt = await page.evaluate(
      () => (window as unknown as { __shownAt: number }).__shownAt,
    );
    times.push(Math.round(shownAt - typedAt));
  }
  await context.close();
  const [, ...warm] = times;
  return {
    runsMs: times,
    warmMedianMs: [...warm].sort((a, b) => a - b)[Math.floor(warm.length / 2)]!,
  };
}
