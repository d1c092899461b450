import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FileStoreSettings } from '../files/settings';
import type { Database } from './client';

/** How often a running instance says it is still there. */
export const INSTANCE_HEARTBEAT_MS = 10_000;
/** A row not refreshed for this long is an instance that was killed: it no longer counts. */
export const INSTANCE_STALE_MS = 3 * INSTANCE_HEARTBEAT_MS;

/** The marker a disk store keeps in DATA_DIR: instances that read the same one share the folder. */
const STORE_MARKER = '.file-store-id';

/** An instance refused at start because it would split or lose the files. */
export class FileStoreConflictError extends Error {}

interface StoreIdentity {
  /** Equal for two instances exactly when they see the same files. */
  id: string;
  /** Where, in words, for the refusal. */
  place: string;
}

/**
 * What a disk store is: the id in DATA_DIR's marker file (written once, by whichever instance
 * came first), so two folders are two stores even with the same path on two machines, and one
 * shared volume is one store whatever its mount point. A bucket is its endpoint and name.
 */
function storeIdentity(settings: FileStoreSettings, dataDir: string): StoreIdentity {
  if (settings.driver === 's3') {
    const where = `${settings.endpoint ?? 'aws'}/${settings.bucket}`;
    return { id: `s3:${where}`, place: `the bucket ${where}` };
  }
  const marker = path.join(dataDir, STORE_MARKER);
  // Written whole under a temporary name, then linked in place (which fails when one is there):
  // an instance that starts at the same moment reads either none or a whole id.
  const draft = `${marker}.${process.pid}.${randomUUID()}`;
  writeFileSync(draft, randomUUID(), { mode: 0o600 });
  try {
    linkSync(draft, marker);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const id = readFileSync(marker, 'utf8').trim();
  return { id: `disk:${id}`, place: `the folder ${realpathSync(dataDir)} on ${os.hostname()}` };
}

/** Whether a process of this machine still runs (one of another user's counts as running). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface InstanceRegistration {
  /** How many other instances run on the same store now (0: this one has it alone). */
  others: number;
  close(): Promise<void>;
}

/**
 * Start-up on PostgreSQL: this instance joins the `api_instances` of its database, with its file
 * store, and is refused when another running instance writes to a different one: with
 * FILE_STORE=disk in two folders, a file uploaded through one would be missing on the other
 * (and a bucket beside a folder splits them the same way). One at a time (the database's start-up
 * lock), so instances that start together see each other. The row is refreshed while the
 * instance runs and deleted when it closes; a killed instance's row stops counting once stale.
 */
export async function registerInstance(
  database: Database,
  settings: FileStoreSettings,
  dataDir: string,
): Promise<InstanceRegistration> {
  const store = storeIdentity(settings, dataDir);
  const id = randomUUID();
  const others = await database.alone(async () => {
    await database.rows(sql`
      delete from api_instances
      where seen_at < now() - ${INSTANCE_STALE_MS} * interval '1 millisecond'`);
    const listed = await database.rows<{
      id: string;
      file_store: string;
      file_store_place: string;
      host: string;
      pid: number;
    }>(sql`
      select id, file_store, file_store_place, host, pid from api_instances`);
    // An instance of this machine whose process is gone (killed, then restarted at once) is known
    // to be gone now: it neither blocks this start nor keeps this one from sweeping its leftovers.
    const gone = listed.filter((row) => row.host === os.hostname() && !processRuns(row.pid));
    for (const row of gone)
      await database.rows(sql`delete from api_instances where id = ${row.id}`);
    const running = listed.filter((row) => !gone.includes(row));
    const elsewhere = running.find((row) => row.file_store !== store.id);
    if (elsewhere) {
      throw new FileStoreConflictError(
        `FILE_STORE=${settings.driver} in ${store.place}, but another API instance on the same database ` +
          `(process ${elsewhere.pid} on ${elsewhere.host}) keeps its files in ${elsewhere.file_store_place}: ` +
          'a file uploaded through one would be missing on the other. Give every instance the same ' +
          'store: with FILE_STORE=disk, one DATA_DIR they all share (one machine, or one shared ' +
          'volume) in place of the other folder; across machines, FILE_STORE=s3 with one bucket. ' +
          `(An instance that was killed stops counting at once on this machine, ${INSTANCE_STALE_MS / 1000} s after it died on another.)`,
      );
    }
    await database.rows(sql`
      insert into api_instances (id, host, pid, file_store, file_store_place)
      values (${id}, ${os.hostname()}, ${process.pid}, ${store.id}, ${store.place})`);
    return running.length;
  });
  const beat = setInterval(() => {
    database
      .rows(sql`update api_instances set seen_at = now() where id = ${id}`)
      .catch(() => undefined); // the next beat tries again; a dead database is the probes' news
  }, INSTANCE_HEARTBEAT_MS);
  beat.unref();
  return {
    others,
    async close() {
      clearInterval(beat);
      await database.rows(sql`delete from api_instances where id = ${id}`).catch(() => undefined);
    },
  };
}
