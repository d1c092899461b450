/** @jest-environment node */
import { contentSecurityPolicy, inlineScriptHashes, originOf } from '../contentSecurityPolicy';

// Reference digests from `printf '…' | openssl dgst -sha256 -binary | base64`.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const UNICODE = "'sha256-44N8yPkIiDJ+Np2Z4wzBRfcitPiZBzxvSaH6pgUh35A='";

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('inlineScriptHashes', () => {
  test('hashes the exact text of each inline script (UTF-8), once, in order', () => {
    const html =
      '<head><script>alert(1)</script><SCRIPT type="module">(function(){ "é" })()</SCRIPT ></head>' +
      '<body><div>x</div><script>alert(1)</script><script></script></body>';
    expect(inlineScriptHashes(html)).toEqual([ALERT, UNICODE, EMPTY]);
  });

  test('scripts with a src are not inline; a document without scripts has no hash', () => {
    expect(
      inlineScriptHashes(
        '<script defer src="/main.1234567890.js"></script><script\nsrc=x></script>',
      ),
    ).toEqual([]);
    expect(inlineScriptHashes('<p>no script here</p>')).toEqual([]);
  });

  test('an attribute merely ending in "src" does not hide an inline script', () => {
    expect(inlineScriptHashes('<script data-nosrc="1">alert(1)</script>')).toEqual([ALERT]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy('<script>alert(1)</script>', {
    api: 'http://localhost:4000',
    remotes: ['http://localhost:3001', 'http://127.0.0.1:3003', 'http://localhost:3001'],
  });

  test('scripts: the page origin, each remote once, and the hashes of its inline scripts', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://127.0.0.1:3003',
      ALERT,
    ]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  test('fetches go to the page origin, the API and the remotes (manifests)', () => {
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:4000',
      'http://localhost:3001',
      'http://127.0.0.1:3003',
    ]);
  });

  test('no plugins, no base or frame tricks; styles inline for styled-components', () => {
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'img-src')).toContain('data:');
  });

  test('originOf keeps http(s) origins only', () => {
    expect(originOf('http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001');
    expect(originOf('https://cdn.example.org/a/b')).toBe('https://cdn.example.org');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});
