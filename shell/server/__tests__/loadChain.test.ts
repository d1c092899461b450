/** @jest-environment node */
import { loadChainHead, parseManifest, remotePageScripts } from '../loadChain';

const MANIFEST_URL = 'https://landing.example/app/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'Landing', assets: { js: { sync: ['461.a.js', '__federation_expose_Landing.b.js'] } } },
    { name: 'Login', assets: { js: { sync: ['__federation_expose_Login.c.js'] } } },
  ],
};

describe('load chain', () => {
  it("lists the remote's entry, then the exposed page's own chunks, under the manifest's URL", () => {
    expect(remotePageScripts(MANIFEST_URL, manifest, 'Landing')).toEqual([
      'https://landing.example/app/remoteEntry.js',
      'https://landing.example/app/461.a.js',
      'https://landing.example/app/__federation_expose_Landing.b.js',
    ]);
    expect(
      remotePageScripts(
        MANIFEST_URL,
        { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js' } } },
        'Nowhere',
      ),
    ).toEqual(['https://landing.example/app/js/remoteEntry.js']);
  });

  it('reads no manifest out of a broken answer', () => {
    expect(parseManifest('<html>')).toBeNull();
    expect(parseManifest(null)).toBeNull();
    expect(remotePageScripts(MANIFEST_URL, parseManifest('{}')!, 'Landing')).toEqual([]);
  });

  it('connects to the origins, preloads each script once, and holds remotes.json as data', () => {
    const head = loadChainHead({
      remotes: { landing: MANIFEST_URL, evil: '</script><script>alert(1)</script>' },
      origins: ['https://landing.example'],
      scripts: ['https://landing.example/a.js', 'https://landing.example/a.js', '/x"y.js'],
    });
    expect(head).toBe(
      '<link rel="preconnect" href="https://landing.example">' +
        '<link rel="preconnect" href="https://landing.example" crossorigin>' +
        '<script type="application/json" id="btj-remotes">' +
        '{"landing":"https://landing.example/app/mf-manifest.json","evil":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}' +
        '</script>' +
        '<template id="btj-after-paint">' +
        '<link rel="preload" as="script" href="https://landing.example/a.js">' +
        '<link rel="preload" as="script" href="/x&quot;y.js">' +
        '</template>',
    );
    // Read from a manifest: the template names it, for the page to wait for its own answer.
    expect(
      loadChainHead({
        remotes: {},
        origins: [],
        scripts: ['https://landing.example/a.js'],
        manifest: 'https://landing.example/app/mf-manifest.json?v="1"',
      }),
    ).toContain(
      '<template id="btj-after-paint" data-manifest="https://landing.example/app/mf-manifest.json?v=&quot;1&quot;">',
    );
    // Nothing to hold: no template.
    expect(loadChainHead({ remotes: {}, origins: [], scripts: [] })).toBe(
      '<script type="application/json" id="btj-remotes">{}</script>',
    );
  });
});
