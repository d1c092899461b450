/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startStaticServer } from '../staticServer';

/**
 * A build folder changed under a running server, as `npm run build -w <app>` does beside
 * `npm start`: files vanish (the old build's hashed names) and appear (the new one's).
 */
const CHUNKS = Array.from({ length: 40 }, (_, i) => `part.${String(i).padStart(10, '0')}.js`);

describe('the static server while a build is written in its folder', () => {
  let dir: string;
  let server: http.Server;
  let origin: string;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(() => process.on('uncaughtException', onCrash));
  afterAll(() => process.off('uncaughtException', onCrash));

  beforeEach(async () => {
    crashes.length = 0;
    dir = mkdtempSync(path.join(os.tmpdir(), 'btj-static-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>one</title>');
    // The build the server starts on: its entry (and the entry's .br twin) and 40 chunks.
    const entry = path.join(dir, 'remoteEntry.aaaaaaaaaa.js');
    writeFileSync(entry, 'window.release = 1;'.repeat(100));
    writeFileSync(`${entry}.br`, zlib.brotliCompressSync(Buffer.from('window.release = 1;')));
    for (const name of CHUNKS) {
      writeFileSync(path.join(dir, name), 'x'.repeat(64 * 1024));
      writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(Buffer.alloc(64 * 1024)));
    }
    server = await startStaticServer({
      dir,
      port: 0,
      host: '127.0.0.1',
      apiOrigin: 'http://127.0.0.1:1',
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (pathname: string, encoding = 'identity') =>
    fetch(`${origin}${pathname}`, { headers: { 'accept-encoding': encoding } });

  /** The server still answers: a crash would have closed it (or left an uncaught error). */
  async function stillServing() {
    const answer = await get('/index.html');
    expect(answer.status).toBe(200);
    expect(crashes).toEqual([]);
  }

  it('serves a file written after it started (a new build is served without a restart)', async () => {
    const body = 'window.release = 2;'.repeat(100);
    writeFileSync(path.join(dir, 'remoteEntry.0123456789.js'), body);
    const answer = await get('/remoteEntry.0123456789.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe(body);
  });

  it('answers 404 for a file removed after it started, and keeps serving', async () => {
    const old = path.join(dir, 'remoteEntry.aaaaaaaaaa.js');
    expect((await get('/remoteEntry.aaaaaaaaaa.js', 'br')).status).toBe(200);
    rmSync(old);
    rmSync(`${old}.br`);
    expect((await get('/remoteEntry.aaaaaaaaaa.js', 'br')).status).toBe(404);
    expect((await get('/remoteEntry.aaaaaaaaaa.js')).status).toBe(404);
    await stillServing();
  });

  it('sends the plain file when its .br twin vanished, and the twin once it is back', async () => {
    const file = path.join(dir, 'main.bbbbbbbbbb.js');
    const text = 'console.log("main");'.repeat(100);
    writeFileSync(file, text);
    const plain = await get('/main.bbbbbbbbbb.js', 'br, gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
    writeFileSync(`${file}.br`, zlib.brotliCompressSync(Buffer.from(text)));
    const twin = await get('/main.bbbbbbbbbb.js', 'br, gzip');
    expect(twin.headers.get('content-encoding')).toBe('br');
    expect(twin.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await twin.text()).toBe(text); // fetch decodes it
  });

  it('sends a file removed while it is being sent whole, and serves on', async () => {
    // Large enough that the answer is still streaming when the file is removed.
    const big = Buffer.alloc(8 * 1024 * 1024, 'a');
    const file = path.join(dir, 'chunk.cccccccccc.js');
    writeFileSync(file, big);
    const answer = await get('/chunk.cccccccccc.js');
    expect(answer.status).toBe(200);
    rmSync(file);
    const received = Buffer.from(await answer.arrayBuffer());
    expect(received.length).toBe(big.length);
    await stillServing();
  });

  it('survives many requests for files that come and go during a rebuild', async () => {
    // A rebuild: the old build's files removed, the new one's written, while requests ask for both.
    const requests = CHUNKS.flatMap((name) => [get(`/${name}`, 'br'), get(`/${name}`)]);
    for (const name of CHUNKS) {
      rmSync(path.join(dir, name), { force: true });
      rmSync(path.join(dir, `${name}.br`), { force: true });
    }
    const statuses = await Promise.all(
      requests.map((request) =>
        request.then(
          async (answer) => {
            await answer.arrayBuffer();
            return answer.status;
          },
          () => 'refused',
        ),
      ),
    );
    for (const status of statuses) expect([200, 404]).toContain(status);
    await stillServing();
  });

  it('answers 404 for a page while its index.html is missing (mid-build), and the page once it is back', async () => {
    rmSync(path.join(dir, 'index.html'));
    expect((await get('/some/page')).status).toBe(404);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>two</title>');
    const page = await get('/some/page');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>two</title>');
    expect(crashes).toEqual([]);
  });

  it('never serves what lies outside the folder, hidden files, or source maps', async () => {
    mkdirSync(path.join(dir, '.git'));
    writeFileSync(path.join(dir, '.git', 'secret.json'), '"secret"');
    const outside = `${path.basename(dir)}-outside.json`;
    writeFileSync(path.join(dir, '..', outside), '"secret"');
    writeFileSync(path.join(dir, 'main.js.map'), '{}');
    try {
      for (const pathname of [
        '/.git/secret.json',
        `/..%2f${outside}`,
        `/%2e%2e/${outside}`,
        '/main.js.map',
        '/bad%E0%A4%A.js',
      ])
        expect([pathname, (await get(pathname)).status]).toEqual([pathname, 404]);
    } finally {
      rmSync(path.join(dir, '..', outside));
    }
    await stillServing();
  });

  test('a client that leaves mid-answer is no failure: nothing is logged, the server serves on', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // Pages left while their files load: each request is sent, then its connection dropped
      // while the server is still opening the file.
      const { port } = server.address() as AddressInfo;
      await Promise.all(
        CHUNKS.map(
          (name) =>
            new Promise<void>((done) => {
              const socket = net.connect(port, '127.0.0.1', () => {
                socket.end(`GET /${name} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\n\r\n`);
                socket.destroy();
              });
              socket.on('close', () => done());
              socket.on('error', () => done());
            }),
        ),
      );
      await new Promise((settle) => setTimeout(settle, 100));
      expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([]);
      await stillServing();
    } finally {
      logged.mockRestore();
    }
  });
});
