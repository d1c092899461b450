/**
 * The searched case lists over real HTTP on both databases: words of the summary, the
 * owner's name and e-mail, every filter and sort, their combinations with paging, a lawyer held to
 * their own cases, bad parameters answered 400 (never 5xx); the users list's search and role filter.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { caseSearch, PREFIX_LEXEMES, searchTsQuery } from '../src/features/cases/caseSearch';
import { login, newClient, startTestApi, type Identity, type TestApi } from './helpers/context';
import { caseForm, sample } from './helpers/files';
import { testDriver } from './helpers/testDatabase';
import { client as httpClient } from './helpers/http';

interface Row {
  id: string;
  reference: string;
  caseOwner: string;
  ownerName: string;
  lawyerName: string | null;
  caseType: string;
  caseSubtype: string;
  status: string;
  markAsDoneArchived: string;
  assignedTo: string | null;
  createdAt: string;
  summary: string;
}

const cast = {} as {
  api: TestApi;
  admin: Identity;
  lawyerA: Identity;
  lawyerB: Identity;
  jeanne: Identity;
  patrick: Identity;
  ids: Record<string, string>;
};

const FILLERS = 12;

async function submit(owner: Identity, caseType: string, caseSubtype: string, summary: string) {
  const answer = await cast.api.http.post('/api/cases/register', {
    token: owner.token,
    form: caseForm({ caseType, caseSubtype, summary }, { bytes: sample.pdf(), name: 'file.pdf' }),
  });
  assert.equal(answer.status, 201, answer.text);
  return answer.body.data._id as string;
}

async function admin(path: string, json: Record<string, string>) {
  const answer = await cast.api.http.patch(path, { token: cast.admin.token, json });
  assert.equal(answer.status, 200, answer.text);
}

async function rename(who: Identity, firstName: string, lastName: string) {
  const answer = await cast.api.http.put(`/api/users/${who.userId}`, {
    token: who.token,
    json: { firstName, lastName },
  });
  assert.equal(answer.status, 200, answer.text);
}

async function search(query: string, who: Identity = cast.admin) {
  const answer = await cast.api.http.get(`/api/cases/search${query ? `?${query}` : ''}`, {
    token: who.token,
  });
  assert.equal(answer.status, 200, `${query}: ${answer.text}`);
  return answer.body as {
    data: Row[];
    total: number;
    totalExact: boolean;
    page: number;
    limit: number;
  };
}

const idsOf = (rows: Row[]) => rows.map((row) => row.id);
const pick = ({ total, totalExact }: { total: number; totalExact: boolean }) => ({
  total,
  totalExact,
});

/** RFC 4180 records (quoted fields, doubled quotes, CRLF ends), for reading the export back. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}

async function exportCsv(query: string, who: Identity = cast.admin) {
  const answer = await cast.api.http.get(`/api/cases/export.csv?${query}`, { token: who.token });
  assert.equal(answer.status, 200, answer.text);
  return { answer, records: parseCsv(answer.text) };
}
const named = (...names: string[]) => names.map((name) => cast.ids[name]);

describe(`case search on ${testDriver}`, () => {
  before(async () => {
    cast.api = await startTestApi();
    const { http } = cast.api;
    const [adminAccount, one, two] = DEMO_ACCOUNTS as unknown as {
      email: string;
      password: string;
    }[];
    cast.admin = await login(http, adminAccount!.email, adminAccount!.password);
    cast.lawyerA = await login(http, one!.email, one!.password);
    cast.lawyerB = await login(http, two!.email, two!.password);
    cast.jeanne = await newClient(http, 'jeanne.search@example.com');
    cast.patrick = await newClient(http, 'patrick.search@example.org');
    await rename(cast.jeanne, 'Jeanne', 'Mukamana');
    await rename(cast.patrick, 'Patrick', 'Habimana');
    await rename(cast.lawyerA, 'Eric', 'Ndayisaba');

    const ids: Record<string, string> = {};
    // Oldest first: fillers, then land, theft, dowry, hedge (the newest).
    for (let n = 1; n <= FILLERS; n++)
      ids[`filler${n}`] = await submit(
        cast.patrick,
        'Civil matters',
        'Contract',
        `Unpaid invoice number ${n}`,
      );
    ids.land = await submit(
      cast.jeanne,
      'Civil matters',
      'Land',
      'Boundary stones moved in Gasabo by a neighbour.',
    );
    ids.theft = await submit(
      cast.jeanne,
      'Criminal Cases',
      'Theft',
      'Stolen motorcycle at the Kimironko market.',
    );
    ids.dowry = await submit(
      cast.patrick,
      'Civil matters',
      'Marriage',
      'Dowry dispute between two families.',
    );
    ids.hedge = await submit(
      cast.patrick,
      'Alternative Dispute Resolutions',
      'Mediation',
      'A boundary hedge cut down.',
    );
    cast.ids = ids;

    await admin(`/api/cases/assigning/${ids.land}`, { assignedTo: cast.lawyerA.email });
    await admin(`/api/cases/status/${ids.land}`, { status: 'Received' });
    await admin(`/api/cases/assigning/${ids.theft}`, { assignedTo: cast.lawyerB.email });
    await admin(`/api/cases/${ids.theft}`, { markAsDoneArchived: 'Done' });
    await admin(`/api/cases/assigning/${ids.hedge}`, { assignedTo: cast.lawyerA.email });
    await admin(`/api/cases/status/${ids.hedge}`, { status: 'Completed' });
    // Submission days are Kigali's: the theft on 2025-03-10; the land case at 22:30 UTC on the
    // 11th, which is already the 12th in Kigali (UTC+2).
    await cast.api.app.database.rows(
      sql`update cases set created_at = '2025-03-10T09:00:00Z' where id = ${ids.theft}`,
    );
    await cast.api.app.database.rows(
      sql`update cases set created_at = '2025-03-11T22:30:00Z' where id = ${ids.land}`,
    );
  });
  after(async () => {
    await cast.api?.close();
  });

  test('no parameters: every case, newest first, 10 a page, with the total and names', async () => {
    const page = await search('');
    assert.equal(page.total, FILLERS + 4);
    assert.equal(page.limit, 10);
    assert.equal(page.data.length, 10);
    assert.deepEqual(idsOf(page.data).slice(0, 2), named('hedge', 'dowry'));
    const hedge = page.data[0]!;
    assert.equal(hedge.ownerName, 'Patrick Habimana');
    assert.equal(hedge.caseOwner, 'patrick.search@example.org');
    assert.equal(hedge.lawyerName, 'Eric Ndayisaba');
    assert.equal(page.data[1]!.lawyerName, null);
  });

  test('words: of the summary, as prefixes, all of them required', async () => {
    assert.deepEqual(idsOf((await search('q=boundary')).data), named('hedge', 'land'));
    assert.deepEqual(idsOf((await search('q=BOUND%20gasab')).data), named('land'));
    assert.deepEqual(idsOf((await search('q=motorcycle')).data), named('theft'));
    assert.equal((await search('q=boundary%20motorcycle')).total, 0);
    assert.equal((await search('q=invoice')).total, FILLERS);
  });

  test("owner's name and e-mail (whole or in parts); a rename is found at once", async () => {
    assert.deepEqual(idsOf((await search('q=mukamana')).data), named('land', 'theft'));
    assert.deepEqual(
      idsOf((await search('q=jeanne.search%40example.com')).data),
      named('land', 'theft'),
    );
    assert.equal((await search('q=example.org')).total, FILLERS + 2);
    assert.equal((await search('q=patrick%20dowry')).total, 1);
    await rename(cast.jeanne, 'Jeanne', 'Uwimana');
    assert.deepEqual(idsOf((await search('q=uwimana')).data), named('land', 'theft'));
    assert.equal((await search('q=mukamana')).total, 0);
  });

  test('reference number: whole (any letter case) or its start', async () => {
    const all = (await search('limit=100')).data;
    const land = all.find((row) => row.id === cast.ids.land)!;
    assert.match(land.reference, /^BTJ-\d{4}-\d{5}$/);
    assert.deepEqual(idsOf((await search(`q=${land.reference}`)).data), named('land'));
    assert.deepEqual(
      idsOf((await search(`q=${land.reference.toLowerCase()}`)).data),
      named('land'),
    );
    const year = land.reference.slice(0, 8);
    assert.equal((await search(`q=${year}`)).total, FILLERS + 4);
  });

  test('search text that looks like query syntax is plain words, never an error', async () => {
    for (const text of ["'", '!&|():*', 'a & b | !c', '<->', '\\', '%_', '日本 語', '-']) {
      const answer = await cast.api.http.get(`/api/cases/search?q=${encodeURIComponent(text)}`, {
        token: cast.admin.token,
      });
      assert.equal(answer.status, 200, `${text}: ${answer.text}`);
    }
    // Only punctuation: no words, so no search.
    assert.equal((await search(`q=${encodeURIComponent('!&|')}`)).total, FILLERS + 4);
  });

  test('every filter', async () => {
    assert.deepEqual(idsOf((await search('status=Completed')).data), named('hedge'));
    assert.deepEqual(idsOf((await search('status=Received')).data), named('land'));
    // New cases carry the lowercase initial status: the Pending filter finds them too.
    assert.equal((await search('status=Pending')).total, FILLERS + 2);
    assert.deepEqual(idsOf((await search('caseType=Criminal%20Cases')).data), named('theft'));
    assert.deepEqual(idsOf((await search('caseSubtype=Marriage')).data), named('dowry'));
    assert.deepEqual(
      idsOf((await search(`lawyer=${encodeURIComponent(cast.lawyerA.email)}`)).data),
      named('hedge', 'land'),
    );
    assert.equal((await search('lawyer=none')).total, FILLERS + 1);
    assert.deepEqual(idsOf((await search('flag=Done')).data), named('theft'));
    assert.equal((await search('flag=Going')).total, FILLERS + 3);
    assert.deepEqual(idsOf((await search('from=2025-03-10&to=2025-03-10')).data), named('theft'));
    assert.deepEqual(idsOf((await search('from=2025-03-12&to=2025-03-12')).data), named('land'));
    assert.deepEqual(idsOf((await search('to=2025-12-31')).data), named('land', 'theft'));
    assert.equal((await search('from=2026-01-01')).total, FILLERS + 2);
  });

  test('every sort, both ways, newest first on ties', async () => {
    const all = (await search('limit=100')).data;
    const byCreated = (a: Row, b: Row) => b.createdAt.localeCompare(a.createdAt);
    const keys: Record<string, (row: Row) => string | null> = {
      reference: (row) => row.reference,
      owner: (row) => row.caseOwner,
      caseType: (row) => row.caseType,
      caseSubtype: (row) => row.caseSubtype,
      status: (row) => row.status.toLowerCase(),
      flag: (row) => row.markAsDoneArchived,
      lawyer: (row) => row.assignedTo,
    };
    // PostgreSQL compares text by the database's collation: sort the expectation the same way.
    const collated = async (values: string[]) =>
      (
        await cast.api.app.database.rows<{ v: string }>(
          sql`select v from unnest(array[${sql.join(
            values.map((value) => sql`${value}`),
            sql`, `,
          )}]::text[]) v order by v`,
        )
      ).map((row) => row.v);
    for (const [sort, key] of Object.entries(keys)) {
      const values = [...new Set(all.map(key).filter((v): v is string => v !== null))];
      const order = await collated(values);
      for (const direction of ['asc', 'desc'] as const) {
        const rank = direction === 'asc' ? order : [...order].reverse();
        const expected = [...all].sort((a, b) => {
          const ka = key(a);
          const kb = key(b);
          if (ka !== kb) {
            if (ka === null) return 1;
            if (kb === null) return -1;
            return rank.indexOf(ka) - rank.indexOf(kb);
          }
          return byCreated(a, b) || b.id.localeCompare(a.id);
        });
        const got = (await search(`limit=100&sort=${sort}&order=${direction}`)).data;
        assert.deepEqual(idsOf(got), idsOf(expected), `${sort} ${direction}`);
      }
    }
    const oldest = (await search('sort=createdAt&order=asc&limit=2')).data;
    assert.deepEqual(idsOf(oldest), named('theft', 'land'));
  });

  test('filters, words and sort together, page by page: disjoint pages, one order, one total', async () => {
    const query =
      'caseType=Civil%20matters&caseSubtype=Contract&q=invoice&sort=createdAt&order=asc&limit=5';
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(await search(`${query}&page=${page}`));
    assert.deepEqual(
      pages.map((page) => [page.total, page.data.length]),
      [
        [FILLERS, 5],
        [FILLERS, 5],
        [FILLERS, 2],
      ],
    );
    const ids = pages.flatMap((page) => idsOf(page.data));
    assert.deepEqual(
      ids,
      Array.from({ length: FILLERS }, (_, n) => cast.ids[`filler${n + 1}`]),
    );
    const beyond = await search(`${query}&page=4`);
    assert.deepEqual([beyond.total, beyond.data.length], [FILLERS, 0]);
    const combined = await search(
      `q=boundary&lawyer=${encodeURIComponent(cast.lawyerA.email)}&status=Completed&flag=Going`,
    );
    assert.deepEqual(idsOf(combined.data), named('hedge'));
  });

  test('a lawyer searches only the cases assigned to them; clients and strangers may not', async () => {
    assert.deepEqual(idsOf((await search('', cast.lawyerA)).data), named('hedge', 'land'));
    assert.deepEqual(idsOf((await search('q=gasabo', cast.lawyerA)).data), named('land'));
    assert.equal((await search('q=motorcycle', cast.lawyerA)).total, 0);
    assert.equal(
      (await search(`lawyer=${encodeURIComponent(cast.lawyerB.email)}`, cast.lawyerA)).total,
      0,
    );
    assert.deepEqual(idsOf((await search('', cast.lawyerB)).data), named('theft'));
    const client = await cast.api.http.get('/api/cases/search', { token: cast.jeanne.token });
    assert.equal(client.status, 403);
    const nobody = await cast.api.http.get('/api/cases/search');
    assert.equal(nobody.status, 401);
  });

  test('bad parameters: 400 with a message that names the problem, never 5xx', async () => {
    const cases: [string, RegExp][] = [
      ['sort=password_hash', /sort/],
      ['order=sideways', /order/],
      ['status=Open', /status/],
      ['flag=Maybe', /flag/],
      ['from=2025-13-45', /from/],
      ['to=yesterday', /to/],
      ['from=2025-02-30', /from/],
      ['from=2025-03-12&to=2025-03-10', /"from" is after "to"/],
      ['page=0', /page/],
      ['page=Infinity', /page/],
      ['limit=101', /limit/],
      [`q=${'a'.repeat(201)}`, /q/],
      ['q=%00', /NUL/],
      ['caseType=', /caseType/],
    ];
    for (const [query, message] of cases) {
      const answer = await cast.api.http.get(`/api/cases/search?${query}`, {
        token: cast.admin.token,
      });
      assert.equal(answer.status, 400, `${query}: ${answer.text}`);
      assert.equal(answer.body.status, 'error');
      assert.match(answer.body.message, message, query);
    }
  });

  test('CSV export: the whole view in its order, every field plain text, a lawyer only theirs', async () => {
    const tricky = await submit(
      cast.jeanne,
      'Civil matters',
      'Land',
      '=HYPERLINK("http://x") said "the neighbour", then left;\nsecond line',
    );
    const query = 'sort=owner&order=asc&status=Pending';
    const { answer, records } = await exportCsv(query);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(answer.headers.get('content-disposition') ?? '', /^attachment; filename="cases-/);
    assert.equal(records[0]![0], 'Reference');
    assert.equal(records[0]!.length, 12);
    const listed = (await search(`${query}&limit=100`)).data;
    assert.deepEqual(
      records.slice(1).map((record) => record[1]),
      idsOf(listed),
    );
    const row = records.find((record) => record[1] === tricky)!;
    assert.match(row[3]!, /^Jeanne /);
    assert.equal(row[4], 'jeanne.search@example.com');
    // A would-be formula starts with a quote; commas, quotes and lines survive.
    const stored = await cast.api.http.get(`/api/cases/singleCase/${tricky}`, {
      token: cast.admin.token,
    });
    assert.match(
      stored.body.data.summary,
      /^=HYPERLINK\("http:\/\/x"\) said "the neighbour", then left;\r?\nsecond line$/,
    );
    assert.equal(row[11], `'${stored.body.data.summary}`);

    const mine = await exportCsv('', cast.lawyerA);
    assert.deepEqual(
      mine.records.slice(1).map((record) => record[1]),
      named('hedge', 'land'),
    );
    const bad = await cast.api.http.get('/api/cases/export.csv?from=2026-02-02&to=2026-02-01', {
      token: cast.admin.token,
    });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /"from" is after "to"/);
    const client = await cast.api.http.get('/api/cases/export.csv', { token: cast.jeanne.token });
    assert.equal(client.status, 403);
    await cast.api.http.delete(`/api/cases/${tricky}`, { token: cast.jeanne.token });
  });

  test('the export reads in batches that pick up where the last ended, in every order', async () => {
    const search = caseSearch(cast.api.app.database.db);
    for (const sort of [
      'createdAt',
      'reference',
      'owner',
      'caseType',
      'caseSubtype',
      'status',
      'flag',
      'lawyer',
    ] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const whole = await search.page({ sort, order }, 1, 100);
        const batched: string[] = [];
        for await (const batch of search.batches({ sort, order }, 3))
          batched.push(...batch.map(({ row }) => row.id));
        assert.deepEqual(
          batched,
          whole.rows.map(({ row }) => row.id),
          `${sort} ${order}`,
        );
      }
    }
  });

  test("an admin edits a client's case (the table's Edit); a lawyer may not", async () => {
    const { http } = cast.api;
    const path = `/api/cases/${cast.ids.dowry}`;
    const json = { caseType: 'Civil matters', caseSubtype: 'Divorce', summary: 'Divorce papers.' };
    const lawyer = await http.put(path, { token: cast.lawyerA.token, json });
    assert.equal(lawyer.status, 403, lawyer.text);
    const edited = await http.put(path, { token: cast.admin.token, json });
    assert.equal(edited.status, 200, edited.text);
    assert.equal(edited.body.data.caseSubtype, 'Divorce');
    assert.equal(edited.body.data.caseOwner, 'patrick.search@example.org');
    assert.deepEqual(idsOf((await search('q=divorce%20papers')).data), named('dowry'));
    assert.equal((await search('q=dowry')).total, 0);
  });

  test('users list: words of the name or e-mail, and the role filter', async () => {
    const users = async (query: string) => {
      const answer = await cast.api.http.get(`/api/users?${query}`, { token: cast.admin.token });
      assert.equal(answer.status, 200, answer.text);
      return answer.body as { data: { email: string; role: string }[]; total: number };
    };
    assert.deepEqual(
      (await users('q=habimana')).data.map((user) => user.email),
      ['patrick.search@example.org'],
    );
    assert.deepEqual(
      (await users('q=patrick%20example.org')).data.map((user) => user.email),
      ['patrick.search@example.org'],
    );
    assert.equal((await users('q=%25')).total, 0);
    const lawyers = await users('role=adminStaff');
    assert.deepEqual(lawyers.data.map((user) => user.email).sort(), [
      cast.lawyerA.email,
      cast.lawyerB.email,
    ]);
    assert.equal((await users('role=adminStaff&q=ndayisaba')).total, 1);
    const bad = await cast.api.http.get('/api/users?role=root', { token: cast.admin.token });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /role/);
    const notAdmin = await cast.api.http.get('/api/users?q=a', { token: cast.lawyerA.token });
    assert.equal(notAdmin.status, 403);
  });
  test('the words, prefixes and whole e-mails, are looked up in the GIN index', async () => {
    // 16 rows are read faster without an index: forbid the table scan to see the index serve them.
    const plans = await cast.api.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plans: string[] = [];
      for (const text of ['bound gasab', 'jeanne.search@example.com', 'BTJ-20', 'exam'])
        plans.push(
          (
            (await tx.execute(
              sql`explain select id from cases where search_vector @@ to_tsquery('simple', ${searchTsQuery(text)})`,
            )) as unknown as { rows: { 'QUERY PLAN': string }[] }
          ).rows
            .map((row) => row['QUERY PLAN'])
            .join('\n'),
        );
      return plans;
    });
    for (const plan of plans) assert.match(plan, /Bitmap Index Scan on cases_search_idx/, plan);
    assert.equal(searchTsQuery('Jeanne.Search@Example.com'), "'Jeanne.Search@Example.com':*");
    assert.equal(searchTsQuery('jeanne.search@exam'), "'jeanne search exam':*");
  });

  test('the total says whether it is exact: counted up to a cap, "at least" past it', async () => {
    const all = await search('');
    assert.equal(all.totalExact, true);
    assert.equal((await search('q=invoice&limit=5&page=2')).totalExact, true);
    assert.equal((await search('q=invoice&limit=5&page=2')).total, FILLERS);
    // The API counts up to 10 000; here the same search with a cap of 5.
    const capped = caseSearch(cast.api.app.database.db, { countCap: 5 });
    for (const page of [1, 2, 3])
      assert.deepEqual(
        pick(await capped.page({ q: 'invoice' }, page, 3)),
        { total: 5, totalExact: false },
        `page ${page}`,
      );
    assert.deepEqual(pick(await capped.page({ status: 'Pending' }, 2, 3)), {
      total: 5,
      totalExact: false,
    });
    // Under the cap, or a whole scope (its exact counter), or a short first page: exact.
    assert.deepEqual(pick(await capped.page({ q: 'invoice' }, 1, 20)), {
      total: FILLERS,
      totalExact: true,
    });
    assert.deepEqual(pick(await capped.page({}, 2, 3)), { total: all.total, totalExact: true });
    assert.deepEqual(pick(await capped.page({ flag: 'Done' }, 1, 3)), {
      total: 1,
      totalExact: true,
    });
    assert.deepEqual(pick(await capped.page({ caseType: 'Criminal Cases' }, 2, 3)), {
      total: 1,
      totalExact: true,
    });
  });

  test('a searched page changes at once after a status, an assignment, a bulk action, a rename, a delete', async () => {
    const { http, app } = cast.api;
    const ids = [
      await submit(cast.jeanne, 'Civil matters', 'Land', 'An orchard fenced off.'),
      await submit(cast.jeanne, 'Civil matters', 'Land', 'An orchard flooded.'),
    ];
    const view = async (query = 'q=orchard') => (await search(query)).data;
    const [newest, older] = [ids[1]!, ids[0]!];
    assert.deepEqual(idsOf(await view()), [newest, older]);
    // The page is kept. This instance also hears its own NOTIFY of the submits, a moment after it
    // answered them, and that clears the cache once more (the next ask reloads): so ask until the
    // page stays, within 2 s.
    const since = Date.now();
    while (app.caseService.searchCache.size === 0 && Date.now() - since < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await view();
    }
    assert.notEqual(app.caseService.searchCache.size, 0, 'the searched page is kept');

    await admin(`/api/cases/status/${newest}`, { status: 'Received' });
    assert.equal(app.caseService.searchCache.size, 0);
    assert.equal((await view())[0]!.status, 'Received');
    assert.deepEqual(idsOf(await view('q=orchard&status=Received')), [newest]);

    await admin(`/api/cases/assigning/${older}`, { assignedTo: cast.lawyerB.email });
    assert.equal((await view())[1]!.assignedTo, cast.lawyerB.email);

    const bulk = await http.post('/api/cases/bulk', {
      token: cast.admin.token,
      json: { ids, status: 'Completed', assignedTo: cast.lawyerA.email },
    });
    assert.equal(bulk.status, 200, bulk.text);
    assert.deepEqual(
      (await view()).map((row) => [row.status, row.lawyerName]),
      [
        ['Completed', 'Eric Ndayisaba'],
        ['Completed', 'Eric Ndayisaba'],
      ],
    );
    assert.deepEqual(idsOf(await view('q=orchard&status=Completed')), [newest, older]);

    // Names live in users, not cases: a renamed lawyer and a renamed owner show at once.
    await rename(cast.lawyerA, 'Eric', 'Nkurunziza');
    assert.equal((await view())[0]!.lawyerName, 'Eric Nkurunziza');
    await rename(cast.jeanne, 'Jeanne', 'Ingabire');
    assert.equal((await view())[0]!.ownerName, 'Jeanne Ingabire');
    assert.equal((await search('q=orchard%20ingabire')).total, 2);
    await rename(cast.lawyerA, 'Eric', 'Ndayisaba');

    // Each scope its own page: the lawyer sees the two (now theirs), another lawyer none.
    assert.deepEqual(idsOf((await search('q=orchard', cast.lawyerA)).data), [newest, older]);
    assert.deepEqual(idsOf((await search('q=orchard', cast.lawyerB)).data), []);
    assert.deepEqual(idsOf(await view()), [newest, older]);

    for (const id of ids) {
      const gone = await http.delete(`/api/cases/${id}`, { token: cast.admin.token });
      assert.equal(gone.status, 200, gone.text);
    }
    assert.deepEqual(await view(), []);
    assert.deepEqual(idsOf((await search('q=orchard', cast.lawyerA)).data), []);
  });

  test(
    "a change through another API instance reaches this one's searched pages (PostgreSQL: LISTEN/NOTIFY)",
    { skip: testDriver !== 'postgres' && 'PGlite is one process' },
    async () => {
      // Instances on one database share one file store (here: one DATA_DIR).
      const other = await startTestApi({
        DATABASE_URL: cast.api.config.databaseUrl!,
        DATA_DIR: cast.api.dataDir,
      });
      try {
        const a = httpClient(other.baseUrl);
        const [adminAccount, , two] = DEMO_ACCOUNTS as unknown as {
          email: string;
          password: string;
        }[];
        const onA = await login(a, adminAccount!.email, adminAccount!.password);
        const id = await submit(cast.patrick, 'Civil matters', 'Land', 'A vineyard boundary.');
        /** Asks this instance until `check` passes: the NOTIFY arrives within milliseconds, 2 s here. */
        async function within2s(query: string, check: (rows: Row[]) => boolean) {
          const since = Date.now();
          let rows = (await search(query)).data;
          while (!check(rows) && Date.now() - since < 2000) {
            await new Promise((resolve) => setTimeout(resolve, 10));
            rows = (await search(query)).data;
          }
          return rows;
        }
        assert.equal((await search('q=vineyard')).data[0]!.status, 'pending');

        const bulk = await a.post('/api/cases/bulk', {
          token: onA.token,
          json: { ids: [id], status: 'Received', assignedTo: cast.lawyerB.email },
        });
        assert.equal(bulk.status, 200, bulk.text);
        const seen = await within2s('q=vineyard', (rows) => rows[0]?.status === 'Received');
        assert.deepEqual([seen[0]!.status, seen[0]!.assignedTo], ['Received', cast.lawyerB.email]);

        const lawyerOnA = await login(a, two!.email, two!.password);
        const renamed = await a.put(`/api/users/${cast.lawyerB.userId}`, {
          token: lawyerOnA.token,
          json: { firstName: 'Grace', lastName: 'Mutoni' },
        });
        assert.equal(renamed.status, 200, renamed.text);
        const named = await within2s(
          'q=vineyard',
          (rows) => rows[0]?.lawyerName === 'Grace Mutoni',
        );
        assert.equal(named[0]!.lawyerName, 'Grace Mutoni');

        const gone = await a.delete(`/api/cases/${id}`, { token: onA.token });
        assert.equal(gone.status, 200, gone.text);
        assert.deepEqual(await within2s('q=vineyard', (rows) => rows.length === 0), []);
      } finally {
        await other.close();
      }
    },
  );

  /** The search box's tsquery as the search runs it (migration 0012's case_search_tsquery). */
  async function expanded(text: string, most = PREFIX_LEXEMES): Promise<string> {
    const result = (await cast.api.app.database.db.execute(
      sql`select case_search_tsquery(${searchTsQuery(text)}, ${most})::text as words`,
    )) as unknown as { rows: { words: string }[] };
    return result.rows[0]!.words;
  }

  test('a prefix that covers a few words is looked up as those words, exactly, in the GIN index', async () => {
    // 'bound' and 'gasab' cover one word each: asked for exactly, no prefix term left.
    const words = await expanded('bound gasab');
    assert.doesNotMatch(words, /:\*/, words);
    assert.match(words, /'boundary'/, words);
    assert.match(words, /'gasabo'/, words);
    // 'jeanne' covers the name and the whole e-mail: both, or the prefix past the bound.
    const jeanne = await expanded('jeanne');
    assert.match(
      jeanne,
      /^\( 'jeanne' \| 'jeanne\.search@example\.com' \)$|^'jeanne' \| 'jeanne\.search@example\.com'$/,
      jeanne,
    );
    assert.equal(await expanded('jeanne', 1), "'jeanne':*");
    // A prefix that covers no word is kept (it matches nothing); parts of an e-mail stay a phrase.
    assert.equal(await expanded('zzyzx'), "'zzyzx':*");
    assert.equal(
      await expanded('jeanne.search@exam'),
      "( 'jeanne' | 'jeanne.search@example.com' ) <-> 'search' <-> 'example'",
    );
    assert.equal((await search('q=jeanne.search%40exam')).total, 2);
    // The search's WHERE, as caseSearch sends it: the GIN index, with the exact words.
    const plan = await cast.api.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (
        (await tx.execute(
          sql`explain select id from cases where search_vector @@ ${words}::tsquery`,
        )) as unknown as { rows: { 'QUERY PLAN': string }[] }
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    assert.match(plan, /Bitmap Index Scan on cases_search_idx/, plan);
    assert.match(plan, /Index Cond: \(search_vector @@ '[^:]*'::tsquery\)/, plan);
    assert.doesNotMatch(plan, /:\*/, plan);
  });

  test('a word a new or edited case brings is found by its prefix at once', async () => {
    const { http } = cast.api;
    assert.equal((await search('q=quinc')).total, 0);
    const first = await submit(cast.patrick, 'Civil matters', 'Land', 'A quince tree.');
    assert.deepEqual(idsOf((await search('q=quinc')).data), [first]);
    // 'quinc' covered 'quince' alone a moment ago: a case with 'quincunx' is found too.
    const second = await submit(cast.patrick, 'Civil matters', 'Land', 'Trees in a quincunx.');
    assert.deepEqual(idsOf((await search('q=quinc')).data), [second, first]);
    const edited = await http.put(`/api/cases/${first}`, {
      token: cast.admin.token,
      json: { caseType: 'Civil matters', caseSubtype: 'Land', summary: 'A quinquina tree.' },
    });
    assert.equal(edited.status, 200, edited.text);
    assert.deepEqual(idsOf((await search('q=quin')).data), [second, first]);
    assert.deepEqual(idsOf((await search('q=quinq')).data), [first]);
    assert.deepEqual(idsOf((await search('q=quinc')).data), [second]);
    for (const id of [first, second]) {
      const gone = await http.delete(`/api/cases/${id}`, { token: cast.admin.token });
      assert.equal(gone.status, 200, gone.text);
    }
    assert.equal((await search('q=quin')).total, 0);
  });
  test("a reference's number alone finds the case, with its zeros or without, and no case whose number only starts with it", async () => {
    const all = (await search('limit=100')).data;
    for (const row of all) {
      const digits = row.reference.slice(row.reference.lastIndexOf('-') + 1);
      for (const typed of [digits, String(Number(digits))]) {
        const found = (await search(`q=${typed}&limit=100`)).data;
        assert.ok(idsOf(found).includes(row.id), `${typed} finds ${row.reference}`);
        // Any other case is found by a word of its own that starts with the digits typed.
        for (const other of found.filter((one) => one.id !== row.id))
          assert.match(
            other.summary,
            new RegExp(`\\b${typed}`),
            `${typed} found ${other.reference}`,
          );
      }
    }
  });

  test('accents do not matter: typed with or without them, in the summary and the name', async () => {
    const { http } = cast.api;
    const helene = await newClient(http, 'helene.search@example.com');
    await rename(helene, 'Hélène', 'Nyiranzéyimana');
    const accented = await submit(helene, 'Civil matters', 'Land', 'Le propriétaire refuse.');
    const plain = await submit(cast.patrick, 'Civil matters', 'Land', 'Le proprietaire est parti.');
    try {
      for (const typed of ['proprietaire', 'propriétaire', 'PROPRIÉTAIRE', 'propri'])
        assert.deepEqual(
          idsOf((await search(`q=${encodeURIComponent(typed)}`)).data),
          [plain, accented],
          typed,
        );
      for (const typed of ['helene nyiranzeyimana', 'Hélène', 'nyiranzé'])
        assert.deepEqual(
          idsOf((await search(`q=${encodeURIComponent(typed)}`)).data),
          [accented],
          typed,
        );
      // The users list too.
      for (const typed of ['helene', 'Hélène', 'NYIRANZEYIMANA']) {
        const answer = await http.get(`/api/users?q=${encodeURIComponent(typed)}`, {
          token: cast.admin.token,
        });
        assert.deepEqual(
          (answer.body as { data: { email: string }[] }).data.map((user) => user.email),
          ['helene.search@example.com'],
          typed,
        );
      }
    } finally {
      for (const id of [accented, plain]) {
        const gone = await http.delete(`/api/cases/${id}`, { token: cast.admin.token });
        assert.equal(gone.status, 200, gone.text);
      }
    }
  });
});
