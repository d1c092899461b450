/**
 * The admin list at scale (issue 17), parts of the admin-table bench: a searchable seed of many
 * cases (owners with real-looking names, summaries of varied words, references), the API under 50
 * connections for a search and for a filtered sorted page, the CSV export of every case (time and
 * the server's resident memory while it streams), and typing a search to the updated table in
 * Chromium.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';

/** The parts of autocannon's answer used here (the package ships no types). */
interface LoadResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
}) => Promise<LoadResult>;

/** autocannon, the load tool of the server benches (a name, so the type checker looks no further). */
async function autocannon(options: Parameters<Autocannon>[0]): Promise<LoadResult> {
  const name = 'autocannon';
  const loaded = (await import(name)) as { default: Autocannon };
  return loaded.default(options);
}

export const CONNECTIONS = 50;
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

/** The two requests the API is measured with (the list as an admin reads it). */
export const SCENARIOS = {
  search: '/cases/search?q=motorbike%20gasabo',
  filteredSortedPage:
    '/cases/search?status=Pending&caseType=Civil%20matters&lawyer=none&sort=owner&order=asc&page=3',
};

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
  await rows(sql`analyze`);
}

export interface Load {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** One request under CONNECTIONS connections for LOAD_SECONDS (after a one-second warm-up). */
async function load(url: string, token: string): Promise<Load> {
  const headers = { Authorization: `Bearer ${token}` };
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function apiUnderLoad(apiBase: string, token: string) {
  return {
    search: await load(`${apiBase}${SCENARIOS.search}`, token),
    filteredSortedPage: await load(`${apiBase}${SCENARIOS.filteredSortedPage}`, token),
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
