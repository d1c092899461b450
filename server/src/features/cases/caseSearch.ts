import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CASE_REFERENCE_PREFIX,
  DEFAULT_CASE_SORT,
  DEFAULT_SORT_ORDER,
  MAX_SEARCH_WORDS,
  SEARCH_COUNT_CAP,
  UNASSIGNED,
  type CaseListView,
  type CaseSortKey,
} from 'shared-contract';
import type { Db } from '../../db/client';
import { caseCounts, cases, users, type CaseRow } from '../../db/schema';
import { badRequest } from '../../lib/apiError';
import { CACHED_PAGE_SIZES, type CaseListCache } from './caseListCache';

/** What a searched case list is asked for; `assignee` is the scope a lawyer is held to. */
export interface CaseSearchInput extends CaseListView {
  assignee?: string;
}

export interface CaseSearchRow {
  row: CaseRow;
  ownerName: string;
  lawyerName: string | null;
}

/** One page of a searched list and its total, exact up to the count cap. */
export interface CaseSearchPage {
  rows: CaseSearchRow[];
  total: number;
  totalExact: boolean;
}

export interface CaseSearchOptions {
  /** Pages and totals kept until a case (or a name) changes; none: every request queries. */
  cache?: CaseListCache;
  /** Matches are counted up to this many (SEARCH_COUNT_CAP). */
  countCap?: number;
}

/** Submission days are Kigali days (UTC+2 all year), as the reference numbers count them. */
const KIGALI = '+02:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A word the full-text parser reads as one e-mail token: name@host.tld. */
const WHOLE_EMAIL =
  /^[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u;

/**
 * A number typed alone is also a reference's number, matched exactly, its zeros aside: the lexeme
 * the vector holds for it (migration 0013: the reference's letters and its number, 'btj1'), so 1
 * and 00001 find BTJ-2026-00001 and not BTJ-2026-00010.
 */
function referenceNumberLexeme(digits: string): string {
  return `${CASE_REFERENCE_PREFIX.toLowerCase()}${digits.replace(/^0+/, '')}`;
}

/**
 * The tsquery text of a search box: every word a prefix, all words required; a number also the
 * reference number it names. Only letters, digits and the characters of e-mails and references
 * are kept, so the text can never be tsquery syntax; a word with no letter or digit is dropped.
 * Null when nothing is left. Accents are taken off in the database (unaccent), as in the vectors.
 */
export function searchTsQuery(text: string | undefined): string | null {
  const words = (text ?? '')
    .normalize('NFKC')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}@._-]/gu, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_SEARCH_WORDS);
  // A whole e-mail is one lexeme of the vector (the parser's email token), found through the
  // short posting list of that lexeme; a part of one is matched as the phrase of its parts (the
  // vector holds them too), which reads the long lists of parts like 'example' and 'com'.
  return words.length === 0
    ? null
    : words
        .map((word) => {
          if (WHOLE_EMAIL.test(word)) return `'${word}':*`;
          const prefix = `'${word.replace(/[@.]/g, ' ').trim()}':*`;
          return /^[0-9]+$/.test(word) ? `(${prefix} | '${referenceNumberLexeme(word)}')` : prefix;
        })
        .join(' & ');
}

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00${KIGALI}`);
}

const owner = alias(users, 'owner');
const lawyer = alias(users, 'lawyer');

const SORT_COLUMNS: Record<CaseSortKey, SQL | typeof cases.createdAt> = {
  createdAt: cases.createdAt,
  reference: sql`${cases.reference}`,
  owner: sql`${cases.ownerEmail}`,
  caseType: sql`${cases.caseType}`,
  caseSubtype: sql`${cases.caseSubtype}`,
  status: sql`lower(${cases.status})`,
  flag: sql`${cases.doneFlag}`,
  lawyer: sql`${cases.assignedTo}`,
};

/**
 * A prefix that covers at most this many lexemes is asked for as those lexemes (migration 0012's
 * case_search_tsquery): GIN intersects exact terms from their posting lists, where a prefix term
 * first collects every list it covers into a bitmap.
 */
export const PREFIX_LEXEMES = 16;

/**
 * The WHERE of a search: every given filter, the lawyer's scope, the words (`words`: the tsquery
 * of the search box as tsqueryOf expands it).
 */
function whereOf(input: CaseSearchInput, words: string | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (words !== null) conditions.push(sql`"cases"."search_vector" @@ ${words}::tsquery`);
  if (input.assignee) conditions.push(eq(cases.assignedTo, input.assignee));
  if (input.status) conditions.push(sql`lower(${cases.status}) = ${input.status.toLowerCase()}`);
  if (input.caseType) conditions.push(eq(cases.caseType, input.caseType));
  if (input.caseSubtype) conditions.push(eq(cases.caseSubtype, input.caseSubtype));
  if (input.lawyer === UNASSIGNED) conditions.push(isNull(cases.assignedTo));
  else if (input.lawyer) conditions.push(eq(cases.assignedTo, input.lawyer.trim().toLowerCase()));
  if (input.flag) conditions.push(eq(cases.doneFlag, input.flag));
  if (input.from) conditions.push(gte(cases.createdAt, dayStart(input.from)));
  if (input.to)
    conditions.push(lt(cases.createdAt, new Date(dayStart(input.to).getTime() + DAY_MS)));
  return and(...conditions);
}

/**
 * What a view's rows depend on, normalised: the scope first (null for an admin, else the
 * lawyer's e-mail the WHERE holds them to), then the words as the tsquery they become and every
 * filter as the WHERE compares it. Two requests with one key have the same matches, so a cached
 * page is never another scope's.
 */
export function viewKey(input: CaseSearchInput): string {
  const lawyer =
    input.lawyer === undefined || input.lawyer === UNASSIGNED
      ? (input.lawyer ?? null)
      : input.lawyer.trim().toLowerCase();
  return JSON.stringify([
    input.assignee ?? null,
    searchTsQuery(input.q),
    input.status?.toLowerCase() ?? null,
    input.caseType ?? null,
    input.caseSubtype ?? null,
    lawyer,
    input.flag ?? null,
    input.from ?? null,
    input.to ?? null,
  ]);
}

/**
 * The case_counts scope (migration 0002's exact counters) whose count is this view's total, when
 * the view filters by nothing else: every case, a flag, one lawyer's cases.
 */
function counterScope(input: CaseSearchInput): string | null {
  if (searchTsQuery(input.q) || input.status || input.caseType || input.caseSubtype) return null;
  if (input.from || input.to || input.lawyer === UNASSIGNED) return null;
  const { flag, assignee } = input;
  const lawyer = input.lawyer?.trim().toLowerCase();
  // A lawyer filtering by another lawyer: nothing matches, which the count finds at once.
  if (assignee && lawyer && lawyer !== assignee) return null;
  const email = assignee ?? lawyer;
  if (email) return flag ? null : `assignee:${email}`;
  return flag ? `flag:${flag}` : 'all';
}

/** Refuses what the schema cannot see: a range that ends before it starts. */
export function checkSearch(input: CaseSearchInput): void {
  if (input.from && input.to && input.from > input.to)
    throw badRequest('search.emptyRange', { field: 'from' });
}

function orderOf(input: CaseSearchInput): SQL[] {
  const key = input.sort ?? DEFAULT_CASE_SORT;
  const direction = input.order ?? DEFAULT_SORT_ORDER;
  const by = direction === 'asc' ? asc : desc;
  // Newest first breaks ties, so every order is total and pages never overlap.
  const ties = [desc(cases.createdAt), desc(cases.id)];
  if (key === 'createdAt') return [by(cases.createdAt), by(cases.id)];
  const column = SORT_COLUMNS[key];
  return [sql`${column} ${sql.raw(direction)} nulls last`, ...ties];
}

/** Where the last row of a batch stands in the list's order (text, so no precision is lost). */
interface Cursor {
  key: string | null;
  at: string;
  id: string;
}

/** The rows that come after `cursor` in the order of `input` (orderOf's order, keyset style). */
function afterCursor(input: CaseSearchInput, cursor: Cursor): SQL {
  const key = input.sort ?? DEFAULT_CASE_SORT;
  const after = (input.order ?? DEFAULT_SORT_ORDER) === 'asc' ? sql`>` : sql`<`;
  const tie = sql`(${cases.createdAt}, ${cases.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  if (key === 'createdAt')
    return sql`(${cases.createdAt}, ${cases.id}) ${after} (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  const column = SORT_COLUMNS[key];
  // Nulls come last in either direction.
  if (cursor.key === null) return sql`(${column} is null and ${tie})`;
  return sql`(${column} ${after} ${cursor.key} or ${column} is null or (${column} = ${cursor.key} and ${tie}))`;
}

/**
 * The admin's and the lawyers' searched case lists: full-text words (GIN index of migration
 * 0006), filters, a whitelisted order (each with its index, migration 0010): one page and its
 * total, or every row in batches (the CSV export). The total is exact up to `countCap` (the
 * counters of migration 0002 when the view is a whole scope); with a cache, a view's total is
 * counted once, not on every page, and pages of the apps' sizes are kept, until a case changes.
 */
export function caseSearch(db: Db, options: CaseSearchOptions = {}) {
  const { cache, countCap = SEARCH_COUNT_CAP } = options;
  const selection = {
    row: getTableColumns(cases),
    ownerName: sql<string>`coalesce(trim(${owner.firstName} || ' ' || ${owner.lastName}), '')`,
    lawyerName: sql<
      string | null
    >`nullif(trim(${lawyer.firstName} || ' ' || ${lawyer.lastName}), '')`,
  };
  const selectRows = () =>
    db
      .select(selection)
      .from(cases)
      .leftJoin(owner, eq(owner.id, cases.userId))
      .leftJoin(lawyer, eq(lawyer.email, cases.assignedTo));

  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> =>
    cache ? cache.get(key, load) : load();

  /**
   * The tsquery of the search box with each prefix that covers a few lexemes replaced by them
   * (case_search_tsquery), as text for the `::tsquery` the WHERE casts it to: a constant the
   * planner estimates each word's matches by. Kept with the pages: a new case may add lexemes.
   */
  async function tsqueryOf(input: CaseSearchInput): Promise<string | null> {
    const query = searchTsQuery(input.q);
    if (!query) return null;
    return cached(`search-words:${query}`, async () => {
      const result = (await db.execute(
        sql`select case_search_tsquery(unaccent(${query}), ${PREFIX_LEXEMES})::text as words`,
      )) as unknown as { rows: { words: string }[] };
      return result.rows[0]!.words;
    });
  }

  /** The view's total: its counter, or its matches counted up to the cap (+1 to know "more"). */
  async function countOf(
    input: CaseSearchInput,
    words: string | null,
  ): Promise<{ total: number; exact: boolean }> {
    const scope = counterScope(input);
    if (scope) {
      const [row] = await db
        .select({ n: caseCounts.n })
        .from(caseCounts)
        .where(eq(caseCounts.scope, scope))
        .limit(1);
      return { total: Number(row?.n ?? 0), exact: true };
    }
    const matches = db
      .select({ one: sql`1` })
      .from(cases)
      .where(whereOf(input, words))
      .limit(countCap + 1)
      .as('matches');
    const [counted] = await db.select({ n: count() }).from(matches);
    const n = Number(counted?.n ?? 0);
    return n > countCap ? { total: countCap, exact: false } : { total: n, exact: true };
  }

  return {
    async page(input: CaseSearchInput, page: number, limit: number): Promise<CaseSearchPage> {
      checkSearch(input);
      const view = viewKey(input);
      const order = JSON.stringify([
        input.sort ?? DEFAULT_CASE_SORT,
        input.order ?? DEFAULT_SORT_ORDER,
        page,
        limit,
      ]);
      const load = async (): Promise<CaseSearchPage> => {
        const words = await tsqueryOf(input);
        const rows = await selectRows()
          .where(whereOf(input, words))
          .orderBy(...orderOf(input))
          .limit(limit)
          .offset((page - 1) * limit);
        // A short first page is its own total.
        if (page === 1 && rows.length < limit)
          return { rows, total: rows.length, totalExact: true };
        const { total, exact } = await cached(`search-total:${view}`, () => countOf(input, words));
        return { rows, total, totalExact: exact };
      };
      // Other page sizes go to the database: cut into every size, the same rows would fill the cache.
      if (!CACHED_PAGE_SIZES.includes(limit)) return load();
      return cached(`search-page:${view}:${order}`, load);
    },

    /**
     * Every matching row in the list's order, `size` at a time: each batch starts where the last
     * ended (keyset), so the 100th batch costs what the first did and memory stays one batch.
     */
    async *batches(input: CaseSearchInput, size = 500): AsyncGenerator<CaseSearchRow[]> {
      checkSearch(input);
      const column = SORT_COLUMNS[input.sort ?? DEFAULT_CASE_SORT];
      const words = await tsqueryOf(input);
      let cursor: Cursor | null = null;
      for (;;) {
        const where = and(whereOf(input, words), cursor ? afterCursor(input, cursor) : undefined);
        const batch = await db
          .select({
            ...selection,
            cursorKey: sql<string | null>`(${column})::text`,
            cursorAt: sql<string>`${cases.createdAt}::text`,
          })
          .from(cases)
          .leftJoin(owner, eq(owner.id, cases.userId))
          .leftJoin(lawyer, eq(lawyer.email, cases.assignedTo))
          .where(where)
          .orderBy(...orderOf(input))
          .limit(size);
        if (batch.length > 0) yield batch;
        if (batch.length < size) return;
        const last = batch[batch.length - 1]!;
        cursor = { key: last.cursorKey, at: last.cursorAt, id: last.row.id };
      }
    },
  };
}

export type CaseSearch = ReturnType<typeof caseSearch>;
