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
  DEFAULT_CASE_SORT,
  DEFAULT_SORT_ORDER,
  MAX_SEARCH_WORDS,
  UNASSIGNED,
  type CaseListView,
  type CaseSortKey,
} from 'shared-contract';
import type { Db } from '../db/client';
import { cases, users, type CaseRow } from '../db/schema';
import { badRequest } from '../lib/apiError';

/** What a searched case list is asked for; `assignee` is the scope a lawyer is held to. */
export interface CaseSearchInput extends CaseListView {
  assignee?: string;
}

export interface CaseSearchRow {
  row: CaseRow;
  ownerName: string;
  lawyerName: string | null;
}

/** Submission days are Kigali days (UTC+2 all year), as the reference numbers count them. */
const KIGALI = '+02:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The tsquery text of a search box: every word a prefix, all words required. Only letters,
 * digits and the characters of e-mails and references are kept, so the text can never be
 * tsquery syntax; a word with no letter or digit is dropped. Null when nothing is left.
 */
export function searchTsQuery(text: string | undefined): string | null {
  const words = (text ?? '')
    .normalize('NFKC')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}@._-]/gu, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_SEARCH_WORDS);
  // An e-mail or a part of one is matched as the phrase of its parts (the vector holds them).
  return words.length === 0
    ? null
    : words.map((word) => `'${word.replace(/[@.]/g, ' ').trim()}':*`).join(' & ');
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
  flag: sql`${cases.markAsDoneArchived}`,
  lawyer: sql`${cases.assignedTo}`,
};

/** The WHERE of a search: every given filter, the lawyer's scope, the words. */
function whereOf(input: CaseSearchInput): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const query = searchTsQuery(input.q);
  if (query) conditions.push(sql`"cases"."search_vector" @@ to_tsquery('simple', ${query})`);
  if (input.assignee) conditions.push(eq(cases.assignedTo, input.assignee));
  if (input.status) conditions.push(sql`lower(${cases.status}) = ${input.status.toLowerCase()}`);
  if (input.caseType) conditions.push(eq(cases.caseType, input.caseType));
  if (input.caseSubtype) conditions.push(eq(cases.caseSubtype, input.caseSubtype));
  if (input.lawyer === UNASSIGNED) conditions.push(isNull(cases.assignedTo));
  else if (input.lawyer) conditions.push(eq(cases.assignedTo, input.lawyer.trim().toLowerCase()));
  if (input.flag) conditions.push(eq(cases.markAsDoneArchived, input.flag));
  if (input.from) conditions.push(gte(cases.createdAt, dayStart(input.from)));
  if (input.to)
    conditions.push(lt(cases.createdAt, new Date(dayStart(input.to).getTime() + DAY_MS)));
  return and(...conditions);
}

/** Refuses what the schema cannot see: a range that ends before it starts. */
export function checkSearch(input: CaseSearchInput): void {
  if (input.from && input.to && input.from > input.to)
    throw badRequest('The date range is empty: "from" is after "to".');
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
 * 0006), filters, a whitelisted order: one page and its total, or every row in batches (the CSV
 * export). Never cached: search keys are unbounded.
 */
export function caseSearch(db: Db) {
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

  return {
    async page(
      input: CaseSearchInput,
      page: number,
      limit: number,
    ): Promise<{ rows: CaseSearchRow[]; total: number }> {
      checkSearch(input);
      const where = whereOf(input);
      const rows = await selectRows()
        .where(where)
        .orderBy(...orderOf(input))
        .limit(limit)
        .offset((page - 1) * limit);
      // A short first page is its own total.
      if (page === 1 && rows.length < limit) return { rows, total: rows.length };
      const [counted] = await db.select({ n: count() }).from(cases).where(where);
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /**
     * Every matching row in the list's order, `size` at a time: each batch starts where the last
     * ended (keyset), so the 100th batch costs what the first did and memory stays one batch.
     */
    async *batches(input: CaseSearchInput, size = 500): AsyncGenerator<CaseSearchRow[]> {
      checkSearch(input);
      const column = SORT_COLUMNS[input.sort ?? DEFAULT_CASE_SORT];
      let cursor: Cursor | null = null;
      for (;;) {
        const where = and(whereOf(input), cursor ? afterCursor(input, cursor) : undefined);
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
