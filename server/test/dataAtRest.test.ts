/**
 * Files and data at rest: deleting a case removes its file and every message
 * attachment at the commit (and nothing when the delete rolls back), and DATA_DIR with all the
 * server puts in it is private to its user (0700 folders, 0600 files), for the API in process,
 * the real server process and the user:create CLI.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import {
  TEST_JWT_SECRET,
  login,
  newClient,
  startTestApi,
  type Identity,
  type TestApi,
} from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { fetchFile, client as http } from './helpers/http';
import { SERVER_DIR, freePort, startServer } from './helpers/serverProcess';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

/** Every entry under `root` (itself included) that its group or others may read, write or enter. */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(entry: string): Promise<void> {
    const info = await lstat(entry);
    if (info.mode & 0o077) found.push(`${(info.mode & 0o777).toString(8)} ${entry}`);
    if (info.isDirectory())
      for (const name of await readdir(entry)) await walk(path.join(entry, name));
  }
  await walk(root);
  return found;
}

async function countEntries(root: string): Promise<number> {
  let n = 1;
  if ((await lstat(root)).isDirectory())
    for (const name of await readdir(root)) n += await countEntries(path.join(root, name));
  return n;
}

const keyOf = (url: string) => new URL(url).pathname.split('/').pop() as string;

describe(`files and data at rest on ${testDriver}`, () => {
  let api: TestApi;
  let admin: Identity;
  let owner: Identity;

  before(async () => {
    api = await startTestApi();
    const account = DEMO_ACCOUNTS[0]!;
    admin = await login(api.http, account.email, account.password);
    owner = await newClient(api.http, 'at.rest@example.com');
  });
  after(async () => {
    await api?.close();
  });

  const caseFiles = () => path.join(api.dataDir, 'uploads');
  const attachmentFiles = () => path.join(api.dataDir, 'messages', 'uploads');

  /** The case file and the attachments are stored in the DATA_DIR, under their random keys. */
  function onDisk(caseFile: string, attachments: string[]) {
    assert.ok(existsSync(path.join(caseFiles(), keyOf(caseFile))), 'the case file is on disk');
    for (const url of attachments)
      assert.ok(existsSync(path.join(attachmentFiles(), keyOf(url))), `${url} is on disk`);
  }

  /** A case with its file, and two messages with attachments (one by the owner, one by an admin). */
  async function caseWithAttachments() {
    const created = await api.http.post('/api/cases/register', {
      token: owner.token,
      form: caseForm(validCase, { bytes: sample.pdf(), name: 'claim.pdf' }),
    });
    assert.equal(created.status, 201, created.text);
    const caseId = created.body.data._id as string;
    const attachments: string[] = [];
    for (const [who, bytes, name] of [
      [owner, sample.pdf(), 'letter.pdf'],
      [admin, sample.png(), 'stamp.png'],
    ] as const) {
      const form = new FormData();
      form.append('text', `Attached: ${name}`);
      form.append('file', new Blob([bytes]), name);
      const posted = await api.http.post(`/api/cases/${caseId}/messages`, {
        token: who.token,
        form,
      });
      assert.equal(posted.status, 201, posted.text);
      attachments.push(posted.body.data.attachment.url as string);
    }
    const caseFile = created.body.data.file as string;
    for (const url of [caseFile, ...attachments]) assert.equal((await fetchFile(url)).status, 200);
    onDisk(caseFile, attachments);
    return { caseId, caseFile, attachments };
  }

  test('deleting a case removes its file and its message attachments at once; their links answer 404', async () => {
    for (const deleter of [() => owner, () => admin]) {
      const { caseId, caseFile, attachments } = await caseWithAttachments();
      const deleted = await api.http.delete(`/api/cases/${caseId}`, { token: deleter().token });
      assert.equal(deleted.status, 200, deleted.text);
      assert.equal(
        existsSync(path.join(caseFiles(), keyOf(caseFile))),
        false,
        'the case file is gone',
      );
      for (const url of attachments) {
        assert.equal(
          existsSync(path.join(attachmentFiles(), keyOf(url))),
          false,
          `the attachment ${keyOf(url)} is gone from DATA_DIR/messages/uploads`,
        );
      }
      for (const url of [caseFile, ...attachments]) {
        const answer = await fetchFile(url);
        assert.equal(answer.status, 404, url);
        // Opened by a browser: a page saying so, not JSON.
        assert.match(answer.headers.get('content-type') ?? '', /^text\/html/, url);
        assert.match(await answer.text(), /This document no longer exists\./, url);
      }
    }
  });

  test('a delete that rolls back removes no file: the case, its file and its attachments stay', async () => {
    const { caseId, caseFile, attachments } = await caseWithAttachments();
    const { database } = api.app;
    // The database refuses this one delete, after the handler has begun its transaction.
    await database.rows(sql`
      create function btj_test_refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await database.rows(
      sql.raw(`
      create trigger btj_test_refuse_delete before delete on cases
      for each row when (old.id = '${caseId}') execute function btj_test_refuse_delete()`),
    );
    try {
      const refused = await api.http.delete(`/api/cases/${caseId}`, { token: owner.token });
      assert.equal(refused.status, 500, refused.text);
    } finally {
      await database.rows(sql`drop trigger btj_test_refuse_delete on cases`);
      await database.rows(sql`drop function btj_test_refuse_delete()`);
    }
    const still = await api.http.get(`/api/cases/singleCase/${caseId}`, { token: owner.token });
    assert.equal(still.status, 200, 'the case is still there');
    onDisk(caseFile, attachments);
    for (const url of [caseFile, ...attachments]) assert.equal((await fetchFile(url)).status, 200);
    const messages = await api.http.get(`/api/cases/${caseId}/messages`, { token: owner.token });
    assert.equal(messages.body.data.messages.length, 2);
  });

  test('DATA_DIR of a running API holds nothing its group or others may open', async () => {
    // Mail in the outbox, a case file and attachments are on disk by now.
    assert.deepEqual(await openToOthers(api.dataDir), []);
  });
});

describe(`DATA_DIR permissions of the server process and the CLI on ${testDriver}`, () => {
  const made: string[] = [];
  let umask = 0;
  // Children inherit the usual umask of a login shell (022): the server must not need a stricter one.
  before(() => {
    umask = process.umask(0o022);
  });
  after(async () => {
    process.umask(umask);
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  async function tempParent(): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'btj-at-rest-'));
    made.push(dir);
    return dir;
  }

  async function runServer(dataDir: string) {
    const databaseUrl = await createTestDatabase();
    const port = await freePort();
    const server = await startServer({
      DATA_DIR: dataDir,
      API_PORT: String(port),
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: TEST_JWT_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    try {
      const client = await newClient(http(server.baseUrl), 'perm@example.com');
      const created = await fetch(`${server.baseUrl}/api/cases/register`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.token}` },
        body: caseForm(validCase, { bytes: sample.pdf(), name: 'claim.pdf' }),
      });
      assert.equal(created.status, 201);
      return await openToOthers(dataDir);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }

  test('a fresh DATA_DIR made by the server is 0700 and all in it 0700/0600', async () => {
    const dataDir = path.join(await tempParent(), 'data');
    const open = await runServer(dataDir);
    assert.deepEqual(open, [], `open to others, of ${await countEntries(dataDir)} entries`);
    assert.equal((await lstat(dataDir)).mode & 0o777, 0o700);
  });

  test('an existing DATA_DIR left open (0755) is closed to 0700 at start-up', async () => {
    const dataDir = path.join(await tempParent(), 'data');
    await mkdir(dataDir, { mode: 0o755 });
    await chmod(dataDir, 0o755);
    const open = await runServer(dataDir);
    assert.deepEqual(open, []);
  });

  test('user:create on a fresh DATA_DIR leaves it 0700 with nothing open to others', async () => {
    const dataDir = path.join(await tempParent(), 'data');
    const databaseUrl = await createTestDatabase();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/user-create.ts',
        '--role',
        'client',
        '--email',
        'cli.perm@example.com',
        '--password',
        'Client@12345',
      ],
      {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 0, output);
    assert.deepEqual(await openToOthers(dataDir), []);
  });
});
