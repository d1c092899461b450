/** @jest-environment node */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellServing } from '../shellServing';
import { startStaticServer } from '../staticServer';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>';

describe("the shell's HTML server: a page in the visitor's language", () => {
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'btj-shell-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    server = await startStaticServer({
      dir,
      port: 0,
      host: '127.0.0.1',
      apiOrigin: 'http://127.0.0.1:1',
      ...shellServing(() => ({}), dir),
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${pathname}`, { headers: { 'accept-encoding': 'identity', ...headers } });

  it('picks the language from the cookie over Accept-Language and says it (lang, Content-Language)', async () => {
    const answer = await get('/', { cookie: 'btj_locale=rw', 'accept-language': 'fr' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-language')).toBe('rw');
    expect(await answer.text()).toContain('<html lang="rw">');
  });

  it('else from Accept-Language, else English', async () => {
    const fr = await get('/login', { 'accept-language': 'de;q=0.9, fr;q=0.8' });
    expect(fr.headers.get('content-language')).toBe('fr');
    expect(await fr.text()).toContain('<html lang="fr">');
    const unknown = await get('/', { 'accept-language': 'de' });
    expect(unknown.headers.get('content-language')).toBe('en');
    expect(await unknown.text()).toContain('<html lang="en">');
  });

  it('varies on Cookie and Accept-Language, so a cache never serves one language for another', async () => {
    const answer = await get('/', { 'accept-language': 'fr' });
    const vary = (answer.headers.get('vary') ?? '').split(/\s*,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['Accept-Encoding', 'Cookie', 'Accept-Language']));
    // Each language is its own document: its own ETag.
    const en = await get('/', { 'accept-language': 'en' });
    expect(en.headers.get('etag')).not.toBe(answer.headers.get('etag'));
  });
});
