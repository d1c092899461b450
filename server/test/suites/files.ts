import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createDownloadSigner } from '../../src/lib/signedUrl';
import { TEST_JWT_SECRET } from '../helpers/context';
import { caseForm, sample, validCase } from '../helpers/files';
import { storageState } from '../helpers/storage';
import { browserCookieFor, fetchFile } from '../helpers/http';
import type { World } from '../helpers/world';
import { submitCase } from './cases';

export function filesSuite(world: World) {
  describe('files: upload limits and signed downloads', () => {
    test('the download link gives back the same bytes, as an attachment, with nosniff and the right type', async () => {
      const bytes = sample.pdf();
      const created = await submitCase(
        world,
        world.clientA,
        validCase,
        '../../etc/"evil"\r\nname.pdf',
        bytes,
      );
      assert.ok(created.fileName.endsWith('name.pdf'), created.fileName);
      assert.ok(
        !/[/\\"\r\n]/.test(created.fileName),
        'no directories, quotes or line breaks survive',
      );
      const response = await fetchFile(created.file);
      assert.equal(response.status, 200);
      assert.deepEqual(Buffer.from(await response.arrayBuffer()), bytes);
      assert.equal(response.headers.get('content-type'), 'application/pdf');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      const disposition = response.headers.get('content-disposition') ?? '';
      assert.match(disposition, /^attachment; filename="[^"\\/\r\n]+"/);
      assert.ok(disposition.includes(created.fileName), 'disposition.includes(created.fileName)');
      assert.equal(response.headers.get('content-length'), String(bytes.length));
    });

    test('a non-ASCII name is kept for display and encoded in the header', async () => {
      const created = await submitCase(
        world,
        world.clientA,
        validCase,
        'Ikirego cy’ubutaka.txt',
        sample.txt(),
      );
      const response = await fetchFile(created.file);
      assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
      assert.match(
        response.headers.get('content-disposition') ?? '',
        /filename\*=UTF-8''Ikirego%20cy%E2%80%99ubutaka\.txt/,
      );
    });

    test('an altered, stripped or expired link is refused with 403 and a page saying so', async () => {
      const created = await submitCase(world, world.clientA);
      const url = new URL(created.file);
      const key = url.pathname.split('/').pop() as string;
      const exp = url.searchParams.get('exp') as string;
      const sig = url.searchParams.get('sig') as string;
      const s = url.searchParams.get('s') as string;
      const other = await submitCase(world, world.clientB);
      const otherKey = new URL(other.file).pathname.split('/').pop() as string;
      const expired = createDownloadSigner(TEST_JWT_SECRET).sign(
        key,
        s,
        Date.now() - 60 * 60 * 1000,
      );
      const flip = (value: string) => (value[0] === 'A' ? 'B' : 'A') + value.slice(1);
      const variants = [
        `/api/files/${key}?exp=${exp}&s=${s}&sig=${flip(sig)}`,
        `/api/files/${key}?exp=${Number(exp) + 60}&s=${s}&sig=${sig}`,
        `/api/files/${otherKey}?exp=${exp}&s=${s}&sig=${sig}`,
        `/api/files/${key}?exp=${exp}&s=${s}`,
        `/api/files/${key}?s=${s}&sig=${sig}`,
        `/api/files/${key}?s=${s}`,
        `/api/files/${key}?exp=${exp}&sig=${sig}`,
        `/api/files/${key}?exp=${expired.exp}&s=${s}&sig=${expired.sig}`,
        `/api/files/${key}?exp=99999999999&s=${s}&sig=${sig}`,
        `/api/files/${key}?exp=-1&s=${s}&sig=${sig}`,
      ];
      for (const variant of variants) {
        const answer = await world.api.http.get(variant, {
          headers: browserCookieFor(created.file),
        });
        assert.equal(answer.status, 403, variant);
        assert.match(answer.headers.get('content-type') ?? '', /^text\/html/, variant);
        assert.match(answer.text, /This download link is invalid or has expired\./, variant);
      }
      assert.equal((await fetchFile(created.file)).status, 200, 'the genuine link still works');
    });

    test('a file over 10 MiB is refused with 413, and leaves no case and no file', async () => {
      const { http } = world.api;
      const before = await storageState(world.api);
      const casesBefore = (
        await http.get(`/api/cases/${world.clientA.userId}`, { token: world.clientA.token })
      ).body.data.length;
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
      big.write('%PDF-1.4\n', 0);
      const answer = await http.post('/api/cases/register', {
        token: world.clientA.token,
        form: caseForm(validCase, { bytes: big, name: 'big.pdf' }),
      });
      assert.equal(answer.status, 413);
      assert.equal(answer.body.status, 'error');
      assert.equal(answer.body.message, 'File too large. The maximum size is 10 MB.');
      const after = await storageState(world.api);
      assert.deepEqual(after, before);
      const casesAfter = (
        await http.get(`/api/cases/${world.clientA.userId}`, { token: world.clientA.token })
      ).body.data.length;
      assert.equal(casesAfter, casesBefore);
    });

    test('exactly 10 MiB is accepted', async () => {
      const exact = Buffer.alloc(10 * 1024 * 1024, 0x20);
      exact.write('%PDF-1.4\n', 0);
      const created = await submitCase(world, world.clientB, validCase, 'exact.pdf', exact);
      const response = await fetchFile(created.file);
      assert.equal(Number(response.headers.get('content-length')), exact.length);
      await response.arrayBuffer();
    });

    test('content that does not match its name is refused with 415 (an executable renamed .pdf and more)', async () => {
      const { http } = world.api;
      const before = await storageState(world.api);
      const refused: [string, Buffer][] = [
        ['invoice.pdf', sample.exe()],
        ['setup.exe', sample.exe()],
        ['notes.txt', sample.elf()],
        ['archive.docx', sample.zip()],
        ['photo.png', sample.pdf()],
        ['scan.jpg', sample.png()],
        [
          'letter.doc',
          Buffer.concat([
            Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
            Buffer.alloc(600),
          ]),
        ],
        ['page.html', Buffer.from('<html><script>alert(1)</script></html>')],
        ['image.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
        ['noextension', sample.pdf()],
        ['empty.txt', Buffer.alloc(0)],
      ];
      for (const [name, bytes] of refused) {
        const answer = await http.post('/api/cases/register', {
          token: world.clientA.token,
          form: caseForm(validCase, { bytes, name }),
        });
        assert.equal(answer.status, 415, name);
        assert.equal(answer.body.status, 'error');
        assert.match(answer.body.message, /File type not allowed/);
      }
      assert.deepEqual(
        await storageState(world.api),
        before,
        'nothing stored, nothing left in tmp',
      );
    });

    test('every stored file belongs to a case and the temp folder is empty', async () => {
      const { stored, temp, keys } = await storageState(world.api);
      assert.deepEqual(stored, keys);
      assert.deepEqual(temp, []);
    });
  });
}
