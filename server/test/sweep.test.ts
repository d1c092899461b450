/**
 * The file sweep (files/sweep) on both drivers when the store fails it: one object that cannot be
 * removed, a listing that breaks part-way, a store that fails everything, and a listing longer
 * than one S3 page (1000 keys). The sweep removes every leftover it can, logs each one it could
 * not with its key, and only then fails (the pg-boss job's bounded retries take it from there).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { DiskFileStore } from '../src/files/diskStore';
import { createS3Client, S3FileStore, type S3Settings } from '../src/files/s3Store';
import * as sweep from '../src/files/sweep';
import type { FileStore, StoredEntry } from '../src/files/fileStore';
import { sample } from './helpers/files';
import { S3_TEST_CREDENTIALS, startS3, type S3Server } from './helpers/s3Server';

const { sweepArea } = sweep;
const MAX_BYTES = 10 * 1024 * 1024;

/** What an S3-compatible server answers when it cannot do something (s3rver's 500). */
function internalError(): Error {
  return Object.assign(new Error('We encountered an internal error. Please try again.'), {
    name: 'InternalError',
    $metadata: { httpStatusCode: 500 },
  });
}

/** A store whose remove() fails for the keys in `failing` (all of them when it is 'all'). */
function failingRemoves(store: FileStore, failing: Set<string> | 'all') {
  const calls: string[] = [];
  const wrapped: FileStore = Object.create(store);
  wrapped.remove = async (key, where) => {
    calls.push(key as string);
    if (failing === 'all' || failing.has(key as string)) throw internalError();
    return store.remove(key, where);
  };
  wrapped.entries = () => store.entries();
  return { store: wrapped, calls };
}

/** A store whose listing breaks after `count` entries (as a 500 on the next page would). */
function listingBreaksAfter(store: FileStore, count: number): FileStore {
  const wrapped: FileStore = Object.create(store);
  wrapped.remove = (key, where) => store.remove(key, where);
  wrapped.entries = async function* () {
    let given = 0;
    for await (const entry of store.entries()) {
      if (given++ === count) throw internalError();
      yield entry;
    }
  };
  return wrapped;
}

async function entriesOf(store: FileStore): Promise<StoredEntry[]> {
  const all: StoredEntry[] = [];
  for await (const entry of store.entries()) all.push(entry);
  return all;
}

const describeEntry = (entry: StoredEntry) => `${entry.pending ? 'pending/' : ''}${entry.key}`;
const names = async (store: FileStore) => (await entriesOf(store)).map(describeEntry).sort();

/** Leftovers as a crash leaves them: files no row names and staged ones; one file a row holds. */
async function leaveLeftovers(store: FileStore) {
  const put = async () => store.stage(Readable.from([sample.pdf()]), 'statement.pdf', () => false);
  const kept = await put();
  await store.commit(kept);
  for (let i = 0; i < 4; i++) await store.commit(await put());
  for (let i = 0; i < 3; i++) await put();
  await new Promise((resolve) => setTimeout(resolve, 20)); // older than a 0 ms grace
  return { kept: kept.key };
}

function logged() {
  const warnings: { obj: object; msg: string }[] = [];
  return {
    warnings,
    log: {
      info: () => undefined,
      warn: (obj: object, msg: string) => void warnings.push({ obj, msg }),
    },
  };
}

interface Driver {
  name: string;
  /** A fresh, empty store of this driver. */
  open(): Promise<FileStore>;
}

function sweepSuite(driver: Driver) {
  describe(`the sweep on the ${driver.name} driver, when the store fails it`, () => {
    test('one file that cannot be removed does not stop the sweep: every other leftover goes, then it fails naming that file', async () => {
      const store = await driver.open();
      const { kept } = await leaveLeftovers(store);
      // The first leftover the walk meets is the one that fails (the worst place for it).
      const first = (await entriesOf(store)).find((entry) => entry.key !== kept)!;
      const { store: failing, calls } = failingRemoves(store, new Set([first.key]));
      const { log, warnings } = logged();
      const area = { name: 'cases', store: failing, referenced: async () => new Set([kept]) };

      await assert.rejects(sweepArea(area, 0, log), (error: Error) => {
        assert.match(error.message, new RegExp(first.key), 'the failure names the file');
        assert.match(error.message, /InternalError/, 'and says what the store answered');
        return true;
      });
      assert.deepEqual(
        await names(store),
        [describeEntry(first), kept].sort(),
        'everything else the sweep should remove is gone; the file a row holds stays',
      );
      assert.equal(calls.filter((key) => key === first.key).length, 1, 'tried once per sweep');
      assert.equal(warnings.length, 1, JSON.stringify(warnings));
      assert.match(JSON.stringify(warnings[0]), new RegExp(first.key), 'the log names the file');
    });

    test('a listing that breaks part-way: what was listed before it goes, then the sweep fails with the listing error', async () => {
      const store = await driver.open();
      const { kept } = await leaveLeftovers(store);
      const listed = (await entriesOf(store)).slice(0, 5);
      const area = {
        name: 'cases',
        store: listingBreaksAfter(store, 5),
        referenced: async () => new Set([kept]),
      };
      const { log, warnings } = logged();

      await assert.rejects(sweepArea(area, 0, log), /list|InternalError/i);
      const left = await names(store);
      for (const entry of listed.filter((entry) => entry.key !== kept))
        assert.ok(
          !left.includes(describeEntry(entry)),
          `${describeEntry(entry)} was listed: removed`,
        );
      assert.ok(left.includes(kept), 'the file a row holds stays');
      assert.equal(left.length, 8 - listed.filter((entry) => entry.key !== kept).length);
      assert.equal(warnings.length, 1, JSON.stringify(warnings));
    });

    test('a store that fails every removal: the sweep gives up after a bounded number of failures', async () => {
      const store = await driver.open();
      const { kept } = await leaveLeftovers(store);
      const extra = 2 * (sweep.SWEEP_MAX_FAILURES ?? 0);
      for (let i = 0; i < extra; i++)
        await store.stage(Readable.from([sample.pdf()]), 'late.pdf', () => false);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const { store: failing, calls } = failingRemoves(store, 'all');
      const area = { name: 'cases', store: failing, referenced: async () => new Set([kept]) };

      assert.ok(sweep.SWEEP_MAX_FAILURES > 0, 'the sweep has a bound on failures');
      await assert.rejects(sweepArea(area, 0, logged().log), /gave up/);
      assert.equal(calls.length, sweep.SWEEP_MAX_FAILURES, 'it stops trying at the bound');
      assert.equal((await entriesOf(store)).length, 8 + extra, 'nothing was removed');
    });
  });
}

describe('the sweep over every area', () => {
  test('an area that fails does not stop the next one; the run fails at the end naming the area and the file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'btj-sweep-'));
    try {
      const cases = new DiskFileStore(dir, MAX_BYTES);
      const messages = new DiskFileStore(path.join(dir, 'messages'), MAX_BYTES);
      await Promise.all([cases.init(), messages.init()]);
      const bad = await leaveLeftovers(cases);
      const good = await leaveLeftovers(messages);
      const stuck = (await entriesOf(cases)).find((entry) => entry.key !== bad.kept)!;
      const { log, warnings } = logged();

      assert.equal(typeof sweep.sweepAreas, 'function', 'sweepAreas runs every area');
      await assert.rejects(
        sweep.sweepAreas(
          [
            {
              name: 'cases',
              store: failingRemoves(cases, new Set([stuck.key])).store,
              referenced: async () => new Set([bad.kept]),
            },
            { name: 'messages', store: messages, referenced: async () => new Set([good.kept]) },
          ],
          0,
          log,
        ),
        (error: Error) => {
          assert.match(error.message, /cases/);
          assert.match(error.message, new RegExp(stuck.key));
          return true;
        },
      );
      assert.deepEqual(await names(messages), [good.kept], 'the next area was swept');
      assert.deepEqual(await names(cases), [describeEntry(stuck), bad.kept].sort());
      assert.equal(warnings.length, 1, JSON.stringify(warnings));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const dirs: string[] = [];
after(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

sweepSuite({
  name: 'disk',
  async open() {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'btj-sweep-'));
    dirs.push(dir);
    const store = new DiskFileStore(dir, MAX_BYTES);
    await store.init();
    return store;
  },
});

describe('on the S3 driver (s3rver)', () => {
  let s3: S3Server;
  let settings: S3Settings;
  const clients: { destroy(): void }[] = [];
  before(async () => {
    s3 = await startS3();
    settings = {
      driver: 's3',
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { ...S3_TEST_CREDENTIALS },
    };
  });
  after(async () => {
    for (const client of clients) client.destroy();
    await s3?.stop();
  });
  /** A store in a fresh area of the one bucket. */
  const openS3 = async () => {
    const client = createS3Client(settings);
    clients.push(client);
    const store = new S3FileStore(
      client,
      settings,
      `t${randomBytes(4).toString('hex')}`,
      MAX_BYTES,
    );
    await store.init();
    return store;
  };

  sweepSuite({ name: 'S3', open: openS3 });

  test('the sweep walks a listing longer than one page (1000 keys): all 1001 leftovers go', async () => {
    const store = await openS3();
    const area = (store as unknown as { area: string }).area;
    const client = createS3Client(settings);
    clients.push(client);
    const keys = Array.from({ length: 1002 }, () => randomBytes(24).toString('hex'));
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(
        keys
          .slice(i, i + 50)
          .map((key) =>
            client.send(
              new PutObjectCommand({ Bucket: settings.bucket, Key: `${area}/${key}`, Body: 'x' }),
            ),
          ),
      );
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // S3 times are in seconds
    assert.equal((await entriesOf(store)).length, 1002, 'every object is listed, page after page');
    const counts = await sweepArea(
      { name: 'cases', store, referenced: async () => new Set([keys[0]!]) },
      0,
    );
    assert.equal(counts.orphans, 1001);
    assert.deepEqual(await names(store), [keys[0]]);
  });

  test('removing a key the server says is not there (404 NoSuchKey) is done, not an error', async () => {
    const missing = {
      send: async () => {
        throw new NoSuchKey({
          message: 'The specified key does not exist.',
          $metadata: { httpStatusCode: 404 },
        });
      },
    } as unknown as ReturnType<typeof createS3Client>;
    const store = new S3FileStore(missing, settings, 'cases', MAX_BYTES);
    await store.remove(randomBytes(24).toString('hex'));
    await store.remove(randomBytes(24).toString('hex'), 'pending');
  });
});
