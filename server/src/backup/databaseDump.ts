import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_DIR, type Database } from '../db/client';
import type { DumpRow } from '../db/pgliteThread';
import { BACKUP_SCHEMA } from './runs';

/**
 * The database's part of a backup: PostgreSQL's own pg_dump (custom format) on DATABASE_URL, or
 * on PGlite the dump PGlite's own pg_dump makes (plain SQL), each with the questions the manifest
 * and the file copy need answered from the very state that was dumped.
 */
export interface DatabaseDump {
  format: 'pg_dump-custom' | 'pglite-sql';
  /** Where the dump lies: a temp file (PostgreSQL) or bytes in memory (PGlite). */
  file: string | null;
  bytes: Uint8Array | null;
  size: number;
  /** Rows per table, in the dumped state. */
  counts: Record<string, number>;
  /** The stored files rows name, per area, in the dumped state. */
  files: { area: 'cases' | 'messages'; key: string }[];
  /** The last applied migration (drizzle's journal tag) and its hash. */
  migration: { tag: string | null; hash: string; createdAt: number } | null;
}

/** The schemas a backup holds: the application's, drizzle's journal and the job queue. */
export const DUMPED_SCHEMAS = ['public', 'drizzle', 'pgboss'];

/**
 * Tables whose rows say which API instances run now: never carried into a backup (a restored
 * database would believe the source's instances still run); each instance writes its own row.
 */
export const RUNTIME_TABLES = ['public.api_instances'];
const runtimeExcluded = RUNTIME_TABLES.map((table) => `--exclude-table-data=${table}`);

/** Where Debian puts PostgreSQL 15's tools (PG_BIN overrides). */
export function pgBin(tool: 'pg_dump' | 'pg_restore'): string {
  const dir = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
  const full = path.join(dir, tool);
  return existsSync(full) ? full : tool;
}

const FILES_QUERY = `
  select 'cases' as area, file_key as key from case_documents
  union select 'cases', file_key from cases where file_key is not null
  union select 'messages', file_key from case_messages where file_key is not null
  order by 1, 2`;
const MIGRATION_QUERY = `select hash, created_at::text as created_at from drizzle.__drizzle_migrations
  order by created_at desc limit 1`;

/** The journal tag (e.g. 0012_case_search_lexemes) of a migration, by its time. */
function migrationTag(createdAt: number): string | null {
  const journal = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');
  if (!existsSync(journal)) return null;
  const entries = (
    JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number; tag: string }[] }
  ).entries;
  return entries.find((entry) => entry.when === createdAt)?.tag ?? null;
}

/** The migrations this version of the application has (the newest tag), for restore's check. */
export function newestMigrationTag(): string | null {
  const tags = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return tags.length ? tags[tags.length - 1]!.replace(/\.sql$/, '') : null;
}

function answersOf(
  answers: Record<string, DumpRow[]>,
  tables: string[],
): Pick<DatabaseDump, 'counts' | 'files' | 'migration'> {
  const counts: Record<string, number> = {};
  for (const row of answers.counts ?? []) counts[row.name as string] = Number(row.n);
  for (const table of tables) counts[table] ??= 0;
  const files = (answers.files ?? []).map((row) => ({
    area: row.area as 'cases' | 'messages',
    key: row.key as string,
  }));
  const [migration] = answers.migration ?? [];
  return {
    counts,
    files,
    migration: migration
      ? {
          hash: migration.hash as string,
          createdAt: Number(migration.created_at),
          tag: migrationTag(Number(migration.created_at)),
        }
      : null,
  };
}

function countsQuery(tables: string[]): string {
  if (!tables.length) return `select null::text as name, 0 as n where false`;
  return tables
    .map((table) => {
      const [schema, name] = table.split('.');
      return `select '${table}' as name, count(*)::text as n from ${pg.escapeIdentifier(schema!)}.${pg.escapeIdentifier(name!)}`;
    })
    .join(' union all ');
}

/** Runs a tool to its end; its stderr in the error when it fails. */
export function runTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * Dumps the database. On PostgreSQL the counts and file keys are read in a repeatable-read
 * transaction whose snapshot pg_dump is given (--snapshot): the same state exactly. On PGlite the
 * dump and the questions run together while nothing else does (db/pgliteWorker).
 */
export async function dumpDatabase(database: Database, tempFile: string): Promise<DatabaseDump> {
  const tableRows = await database.rows<{ name: string }>(
    sql.raw(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema in (${DUMPED_SCHEMAS.map((s) => `'${s}'`).join(', ')})
       order by 1`,
    ),
  );
  const tables = tableRows.map((row) => row.name).filter((name) => !RUNTIME_TABLES.includes(name));
  const queries = { counts: countsQuery(tables), files: FILES_QUERY, migration: MIGRATION_QUERY };

  if (database.driver === 'pglite') {
    if (!database.pgliteDump) throw new Error('this database cannot be dumped');
    const dumped = await database.pgliteDump(
      [`--exclude-schema=${BACKUP_SCHEMA}`, ...runtimeExcluded],
      queries,
    );
    return {
      format: 'pglite-sql',
      file: null,
      bytes: dumped.sql,
      size: dumped.sql.length,
      ...answersOf(dumped.answers, tables),
    };
  }

  const url = database.url as string;
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const exported = await client.query<{ snapshot: string }>(
      'select pg_export_snapshot() as snapshot',
    );
    const snapshot = exported.rows[0]!.snapshot;
    const answers: Record<string, DumpRow[]> = {};
    for (const [name, text] of Object.entries(queries))
      answers[name] = (await client.query(text)).rows as DumpRow[];
    await runTool(pgBin('pg_dump'), [
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--exclude-schema=${BACKUP_SCHEMA}`,
      ...runtimeExcluded,
      '--no-owner',
      '--no-privileges',
      `--file=${tempFile}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    const { size } = await stat(tempFile);
    return {
      format: 'pg_dump-custom',
      file: tempFile,
      bytes: null,
      size,
      ...answersOf(answers, tables),
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}
