import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { sample, validCase } from '../helpers/files';
import { storageState } from '../helpers/storage';
import type { Identity } from '../helpers/context';
import { fetchFile } from '../helpers/http';
import type { World } from '../helpers/world';
import { submitCase } from './cases';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(25);
  }
}

/**
 * Sends a multipart case form that announces a PDF (2 MB, or 1 MB more than `sentBytes`), sends
 * only its first `sentBytes`, waits until the server is staging it (or until `ready`), then drops
 * the connection (a browser's AbortController does the same to the socket).
 */
export async function abandonUpload(
  world: World,
  owner: Identity,
  method: 'POST' | 'PUT',
  route: string,
  sentBytes = 256 * 1024,
  ready?: () => Promise<boolean>,
): Promise<void> {
  const boundary = `----btj-abort-${randomBytes(8).toString('hex')}`;
  const fields = Object.entries(validCase)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head = Buffer.from(
    `${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const fileSize = Math.max(2 * 1024 * 1024, sentBytes + 1024 * 1024);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const firstBytes = Buffer.alloc(sentBytes, 0x20);
  firstBytes.write('%PDF-1.4\n', 0);

  const url = new URL(`${world.api.baseUrl}${route}`);
  const tempDir = path.join(world.api.dataDir, 'uploads', 'tmp');
  // An S3 upload sends nothing to the bucket before a part is full: ask the store itself.
  const staging = async () =>
    world.api.env.FILE_STORE === 's3'
      ? world.api.app.files.staging > 0
      : (await readdir(tempDir)).length > 0;
  const call = httpRequest({
    hostname: url.hostname,
    port: url.port,
    path: url.pathname,
    method,
    headers: {
      authorization: `Bearer ${owner.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + fileSize + tail.length,
    },
  });
  const closed = new Promise<void>((resolve) => {
    call.on('error', () => resolve()); // the reset we cause below
    call.on('close', () => resolve());
  });
  call.write(head);
  call.write(firstBytes);
  try {
    await until(ready ?? staging, 'the server stages the upload');
  } finally {
    call.destroy();
    await closed;
  }
}

export function uploadAbortSuite(world: World) {
  describe('an upload the client abandons half-way (closed dialog, lost connection)', () => {
    test('POST /cases/register: no case row, no stored file, nothing left in tmp', async () => {
      const { http } = world.api;
      const owner = world.clientB;
      const listed = async () =>
        (await http.get(`/api/cases/${owner.userId}`, { token: owner.token })).body.data.length;
      const casesBefore = await listed();
      const before = await storageState(world.api);

      await abandonUpload(world, owner, 'POST', '/api/cases/register');

      await until(
        async () => (await storageState(world.api)).temp.length === 0,
        'the half upload is removed from tmp',
      );
      await sleep(200); // a late insert would show by now
      assert.deepEqual(await storageState(world.api), before);
      assert.equal(await listed(), casesBefore);
    });

    test('PUT /cases/{id} with a new file: the case keeps its fields and its file', async () => {
      const { http } = world.api;
      const owner = world.clientB;
      const bytes = sample.pdf();
      const created = await submitCase(
        world,
        owner,
        { ...validCase, summary: 'Kept as it was when the update is abandoned.' },
        'kept.pdf',
        bytes,
      );
      const before = await storageState(world.api);

      await abandonUpload(world, owner, 'PUT', `/api/cases/${created.id}`);

      await until(
        async () => (await storageState(world.api)).temp.length === 0,
        'the half upload is removed from tmp',
      );
      await sleep(200);
      assert.deepEqual(await storageState(world.api), before);
      const after = await http.get(`/api/cases/singleCase/${created.id}`, { token: owner.token });
      assert.equal(after.status, 200);
      assert.equal(after.body.data.summary, 'Kept as it was when the update is abandoned.');
      assert.equal(after.body.data.fileName, created.fileName);
      const download = await fetchFile(after.body.data.file);
      assert.equal(download.status, 200);
      assert.deepEqual(Buffer.from(await download.arrayBuffer()), bytes);
    });

    test('the server still answers after abandoned uploads', async () => {
      const created = await submitCase(world, world.clientB);
      assert.ok(created.id, 'created.id');
    });
  });
}
