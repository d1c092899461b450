import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { caseForm, sample, validCase } from '../helpers/files';
import type { S3Server } from '../helpers/s3Server';
import { bucketClient, storageState, type FileArea } from '../helpers/storage';
import { fetchFile } from '../helpers/http';
import type { World } from '../helpers/world';
import { submitCase } from './cases';
import { abandonUpload, until } from './uploadAbort';

const keyOf = (fileUrl: string) => new URL(fileUrl).pathname.split('/').pop() as string;
const FAIL_MARK = '[fails at commit]';

/** Writes an object straight into the store, as a process that died half-way would leave it. */
async function leaveBehind(world: World, area: FileArea, pending: boolean): Promise<string> {
  const key = randomBytes(24).toString('hex');
  const { env, dataDir } = world.api;
  if (env.FILE_STORE === 's3') {
    const client = bucketClient(env);
    await client.send(
      new PutObjectCommand({
        Bucket: env.S3_BUCKET,
        Key: `${area}/${pending ? 'pending/' : ''}${key}`,
        Body: sample.pdf(),
      }),
    );
    client.destroy();
  } else {
    const dir = path.join(dataDir, ...(area === 'cases' ? ['uploads'] : ['messages', 'uploads']));
    await mkdir(path.join(dir, 'tmp'), { recursive: true });
    await writeFile(path.join(dir, pending ? `tmp/${key}.part` : key), sample.pdf());
  }
  return key;
}

/**
 * The file store's promises on whichever driver the world runs (FILE_STORE): files live in the
 * store and nowhere else, a case and its files are written and deleted together, and the sweep
 * (a durable job) removes what a crash left. `s3` is the test S3 server when the world uses it.
 */
export function objectStoreSuite(world: World, s3?: () => S3Server) {
  describe('file store: a case and its files together or not at all', () => {
    test('a case file is kept in the configured store under its random key, and nowhere else', async () => {
      const bytes = sample.pdf();
      const created = await submitCase(world, world.clientA, validCase, 'statement.pdf', bytes);
      const key = keyOf(created.file);
      assert.match(key, /^[a-f0-9]{48}$/);
      const state = await storageState(world.api);
      assert.ok(state.stored.includes(key), 'the file is in the store');
      assert.deepEqual(state.stored, state.keys);
      if (world.api.env.FILE_STORE === 's3') {
        const onDisk = await readdir(path.join(world.api.dataDir, 'uploads')).catch(
          (): string[] => [],
        );
        assert.deepEqual(
          onDisk.filter((name) => name !== 'tmp'),
          [],
          'no case file on the local disk',
        );
      }
      const download = await fetchFile(created.file);
      assert.equal(download.status, 200);
      assert.deepEqual(Buffer.from(await download.arrayBuffer()), bytes);
    });

    test('deleting a case removes its file and its message attachments from the store', async () => {
      const { http } = world.api;
      const created = await submitCase(world, world.clientA);
      const form = new FormData();
      form.append('text', 'The deed, scanned.');
      form.append('file', new Blob([sample.png()]), 'deed.png');
      const posted = await http.post(`/api/cases/${created.id}/messages`, {
        token: world.clientA.token,
        form,
      });
      assert.equal(posted.status, 201, posted.text);
      const attachmentKey = keyOf(posted.body.data.attachment.url);
      const attachmentUrl = posted.body.data.attachment.url as string;
      assert.ok(
        (await storageState(world.api, 'messages')).stored.includes(attachmentKey),
        "(await storageState(world.api, 'messages')).stored.includes(attachmentKey)",
      );
      assert.equal((await fetchFile(attachmentUrl)).status, 200);

      const deleted = await http.delete(`/api/cases/${created.id}`, { token: world.clientA.token });
      assert.equal(deleted.status, 200);
      const cases = await storageState(world.api);
      const attachments = await storageState(world.api, 'messages');
      assert.ok(!cases.stored.includes(keyOf(created.file)), 'case file removed');
      assert.ok(!attachments.stored.includes(attachmentKey), 'attachment removed');
      assert.deepEqual(cases.stored, cases.keys);
      assert.deepEqual(attachments.stored, attachments.keys);
      assert.equal((await fetchFile(created.file)).status, 404);
    });

    test('an upload dropped after the store has received part of it leaves no file and no case', async () => {
      const { http } = world.api;
      const owner = world.clientB;
      const listed = async () =>
        (await http.get(`/api/cases/${owner.userId}`, { token: owner.token })).body.data.length;
      const casesBefore = await listed();
      const before = await storageState(world.api);
      const server = s3?.();
      // s3rver keeps the parts of a multipart upload in progress here: wait for the first one.
      const partsDir =
        server && path.join(server.dir, world.api.env.S3_BUCKET as string, '._S3rver_uploads');
      const partSent = async () => {
        for (const upload of await readdir(partsDir as string).catch((): string[] => [])) {
          const parts = await readdir(path.join(partsDir as string, upload)).catch(
            (): string[] => [],
          );
          if (parts.includes('1')) return true;
        }
        return false;
      };
      await abandonUpload(
        world,
        owner,
        'POST',
        '/api/cases/register',
        6 * 1024 * 1024,
        partsDir ? partSent : undefined,
      );
      await until(
        async () =>
          (await storageState(world.api)).temp.length === 0 && world.api.app.files.staging === 0,
        'the half upload is dropped',
      );
      await new Promise((resolve) => setTimeout(resolve, 200)); // a late insert would show by now
      assert.deepEqual(await storageState(world.api), before);
      assert.equal(await listed(), casesBefore);
    });

    test('a database failure at commit, after the file is in place, leaves no case and no file', async () => {
      const { http, app } = world.api;
      const before = await storageState(world.api);
      await app.database.rows(sql`
        create or replace function btj_test_fail_at_commit() returns trigger language plpgsql as $$
        begin
          if new.summary like ${sql.raw(`'%${FAIL_MARK}'`)} then raise exception 'simulated failure at commit'; end if;
          return null;
        end $$`);
      await app.database.rows(sql`
        create constraint trigger btj_test_fail_at_commit after insert on cases
        deferrable initially deferred for each row execute function btj_test_fail_at_commit()`);
      try {
        const answer = await http.post('/api/cases/register', {
          token: world.clientA.token,
          form: caseForm(
            { ...validCase, summary: `${validCase.summary} ${FAIL_MARK}` },
            { bytes: sample.pdf(), name: 'lost.pdf' },
          ),
        });
        assert.equal(answer.status, 500);
        assert.equal(answer.body.status, 'error');
      } finally {
        await app.database.rows(sql`drop trigger btj_test_fail_at_commit on cases`);
        await app.database.rows(sql`drop function btj_test_fail_at_commit()`);
      }
      await app.fileSweep.run(0);
      assert.deepEqual(await storageState(world.api), before, 'no orphan, nothing pending');
    });

    test('the sweep job removes what a crash left (pending and unreferenced files) and keeps the rest', async () => {
      const { app } = world.api;
      const created = await submitCase(world, world.clientA);
      const before = await storageState(world.api);
      const stray = await leaveBehind(world, 'cases', false);
      const half = await leaveBehind(world, 'cases', true);
      const strayAttachment = await leaveBehind(world, 'messages', false);

      // Young leftovers may be another instance's uploads in flight: the default grace keeps them.
      await app.fileSweep.run();
      const young = await storageState(world.api);
      assert.ok(
        young.stored.includes(stray) && young.temp.includes(half),
        'young.stored.includes(stray) && young.temp.includes(half)',
      );

      // Through the durable queue, as the schedule runs it: one instance's worker picks it up.
      assert.ok(await app.fileSweep.enqueue(0), 'a sweep job is queued');
      await until(
        async () => {
          const cases = await storageState(world.api);
          const attachments = await storageState(world.api, 'messages');
          return (
            !cases.stored.includes(stray) &&
            cases.temp.length === 0 &&
            !attachments.stored.includes(strayAttachment)
          );
        },
        'the sweep job removed the leftovers',
        20_000,
      );
      assert.deepEqual(await storageState(world.api), { ...before, temp: [] });
      assert.equal((await fetchFile(created.file)).status, 200, 'a referenced file stays');
      const [schedule] = await app.database.rows<{ cron: string }>(
        sql`select cron from pgboss.schedule where name = 'files-sweep'`,
      );
      assert.ok(schedule?.cron, 'the sweep is scheduled in the queue');
    });
  });
}
