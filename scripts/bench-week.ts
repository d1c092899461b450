/**
 * The lawyer's week bench: GET /api/dates/week for a lawyer with 2 000 dates across 500 assigned
 * cases (and as many on another lawyer's cases, which the week must leave out), under
 * one connection (the call's own time), then BENCH_CONNECTIONS (default 50) connections, each for
 * BENCH_LOAD_SECONDS (default 10) with autocannon: p50 and p99 on PGlite, then on PostgreSQL (a
 * throwaway cluster). Each request asks for one of
 * the eight weeks the dates fill (about 250 dates a week). Prints the query plan of one week and
 * writes .bench/week.json. A part with a failed request fails the bench.
 *
 *   npm run bench -- week          (or: npx tsx scripts/bench-week.ts)
 *   BENCH_SKIP_POSTGRES=1          (PGlite only)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kigaliParts, kigaliWeekStart } from 'shared-contract';
import { ROOT } from './apps';
import { onPglite, onThrowawayPostgres, signIn, withBenchApi } from './benchApi';
import { CONNECTIONS, load, type Load } from './bench-admin-search';

const CASES = 500;
const DATES = 2_000;
const WEEKS = 8;
const LAWYER = { email: 'lawyer.one@example.com', password: 'Lawyer@12345' };
const OTHER_LAWYER = 'lawyer.two@example.com';
const DAY_MS = 24 * 3600_000;

/** The Mondays (YYYY-MM-DD, Kigali) of the weeks the dates fill, from this week on. */
function mondays(): string[] {
  const first = kigaliWeekStart(new Date()).getTime();
  return Array.from({ length: WEEKS }, (_, i) => kigaliParts(first + i * 7 * DAY_MS).date);
}

/**
 * Seeds the demo accounts, one client, CASES cases assigned to LAWYER and CASES to another, and
 * DATES dates on each lawyer's cases spread over WEEKS weeks (06:00 to 14:45 Kigali), straight
 * into a closed DATA_DIR or a PostgreSQL database. Answers the plan of one week's query.
 */
async function seed(dataDir: string, databaseUrl: string | null): Promise<string> {
  // The server is an ESM package: load its modules dynamically (tsx runs this file as CJS).
  const { openDatabase, sql } = (await import(
    path.join(ROOT, 'server/src/db/client.ts')
  )) as typeof import('../server/src/db/client');
  const { seedDemoAccounts } = (await import(
    path.join(ROOT, 'server/src/db/seed.ts')
  )) as typeof import('../server/src/db/seed');
  const { createUser } = (await import(
    path.join(ROOT, 'server/src/features/accounts/accountQueries.ts')
  )) as typeof import('../server/src/features/accounts/accountQueries');

  const started = performance.now();
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await seedDemoAccounts(database.db);
    const client = await createUser(database.db, {
      email: 'bench.week@example.com',
      password: 'Client@2024x',
      role: 'client',
      firstName: 'Bench',
      lastName: 'Week',
      verified: true,
      preferredContact: 'email',
    });
    const [lawyer] = await database.rows<{ id: string }>(
      sql`select id from users where email = ${LAWYER.email}`,
    );
    const firstMonday = kigaliWeekStart(new Date()).toISOString();
    for (const [offset, assignee] of [
      [0, LAWYER.email],
      [CASES, OTHER_LAWYER],
    ] as const) {
      await database.rows(sql`
        insert into cases (id, user_id, owner_email, reference, case_type, case_subtype, summary,
                           status, mark_as_done_archived, assigned_to, created_at, updated_at)
        select gen_random_uuid(), ${client.id}, ${client.email},
               'BTJ-2026-' || lpad((${offset} + i)::text, 6, '0'), 'Civil matters', 'Land',
               'Case ' || i || ': a land dispute', 'Received', 'Going', ${assignee},
               now() - make_interval(secs => i), now()
          from generate_series(1, ${CASES}) as i`);
      // Date j: case j % CASES, day j % (7 * WEEKS) from the first Monday, at 08:00 + 15 min steps.
      await database.rows(sql`
        insert into case_dates (id, case_id, kind, starts_at, court, room, mode, created_by,
                                creator_email, creator_role)
        select gen_random_uuid(), c.id,
               case when j % 3 = 0 then 'meeting' else 'hearing' end,
               ${firstMonday}::timestamptz + make_interval(days => j % ${7 * WEEKS})
                 + make_interval(mins => 6 * 60 + 15 * (j % 36)),
               case when j % 3 = 0 then null else 'Supreme Court' end,
               case when j % 3 = 0 then null else 'Room 1' end,
               case when j % 3 = 0 then 'office' end,
               ${lawyer!.id}, ${LAWYER.email}, 'adminStaff'
          from generate_series(0, ${DATES - 1}) as j
          join (select id, row_number() over (order by reference) - 1 as k
                  from cases where assigned_to = ${assignee}) c on c.k = j % ${CASES}`);
    }
    await database.rows(sql`vacuum analyze`);
    const [counted] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from case_dates`,
    );
    console.log(
      `Seeded ${counted?.n} dates on ${2 * CASES} cases in ${Math.round(performance.now() - started)} ms (${dataDir})`,
    );
    // The plan of one week's read, as the API runs it for the lawyer.
    const from = kigaliWeekStart(new Date());
    const to = new Date(from.getTime() + 7 * DAY_MS);
    const plan = await database.rows<Record<string, string>>(sql`
      explain analyze
      select d.id, c.reference
        from case_dates d join cases c on c.id = d.case_id left join users u on u.id = d.created_by
       where d.starts_at >= ${from.toISOString()}::timestamptz
         and d.starts_at < ${to.toISOString()}::timestamptz
         and c.assigned_to = ${LAWYER.email}
       order by d.starts_at asc, d.id asc
       limit 500`);
    return plan.map((row) => Object.values(row)[0]).join('\n');
  } finally {
    await database.close();
  }
}

interface Part {
  plan: string;
  rowsPerWeek: number[];
  /** One connection: the call's own time. */
  single: Load;
  /** CONNECTIONS connections: the call under load. */
  load: Load;
}

/** The API on the seeded database: one week's rows, then the load over the eight weeks. */
async function measure(dataDir: string, databaseUrl: string | null): Promise<Part> {
  const plan = await seed(dataDir, databaseUrl);
  return withBenchApi({ dataDir, databaseUrl }, async ({ base }) => {
    const { token } = await signIn(base, LAWYER);
    const views = mondays().map((monday) => `/dates/week?start=${monday}`);
    const rowsPerWeek: number[] = [];
    for (const view of views) {
      const answer = await fetch(`${base}${view}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await answer.json()) as { data: { dates: { reference: string }[] } };
      if (answer.status !== 200) throw new Error(`${view}: ${answer.status}`);
      rowsPerWeek.push(body.data.dates.length);
    }
    const single = await load(base, views, token, undefined, 1);
    return { plan, rowsPerWeek, single, load: await load(base, views, token) };
  });
}

async function main() {
  const parts: Record<string, Part | null> = {
    pglite: await onPglite('week', measure),
    postgres: await onThrowawayPostgres('week', measure),
  };
  let failed = false;
  console.log(
    `\nThe lawyer's week: ${DATES} dates across ${CASES} assigned cases (and as many on another lawyer's)`,
  );
  for (const [db, part] of Object.entries(parts)) {
    if (!part) continue;
    console.log(`  Plan of one week on ${db}:\n${part.plan.replace(/^/gm, '    ')}`);
    for (const run of [part.single, part.load]) {
      console.log(
        `  GET /api/dates/week on ${db}, ${run.connections} connection(s): p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.rps} req/s, ${run.requests} requests (${run.non2xx} non-2xx, ${run.errors} errors); ${part.rowsPerWeek.join('/')} dates a week; load average ${run.loadAverage[0]} -> ${run.loadAverage[1]}`,
      );
      if (run.non2xx > 0 || run.errors > 0) failed = true;
    }
  }
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  writeFileSync(
    path.join(ROOT, '.bench', 'week.json'),
    JSON.stringify(
      {
        dates: DATES,
        cases: CASES,
        weeks: WEEKS,
        connections: CONNECTIONS,
        pglite: parts.pglite ?? null,
        postgres: parts.postgres ?? null,
        measuredAt: new Date().toISOString(),
        machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`.trim(),
      },
      null,
      2,
    ) + '\n',
  );
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
