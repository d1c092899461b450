/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  KEEP_RETIRED_DEPLOYS,
  KEEP_RETIRED_MS,
  PUBLISH_RECORD,
  publishBuild,
} from '../publishBuild';

/** A finished build in `dir`: an index, a manifest naming its entry and chunks, and those files. */
function writeBuild(dir: string, release: string, chunks: readonly string[]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'prerender'), { recursive: true });
  const entry = `remoteEntry.${release}.js`;
  writeFileSync(path.join(dir, 'index.html'), `<title>${release}</title>`);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ entry, chunks }));
  writeFileSync(path.join(dir, 'prerender', 'index.html'), `<p>${release}</p>`);
  writeFileSync(path.join(dir, entry), `entry ${release}`);
  for (const chunk of chunks) {
    mkdirSync(path.dirname(path.join(dir, chunk)), { recursive: true });
    writeFileSync(path.join(dir, chunk), `chunk ${chunk}`);
  }
}

const read = (file: string) => readFileSync(file, 'utf8');

describe('publishing a build into the folder a server serves', () => {
  let root: string;
  let live: string;
  let staging: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'btj-publish-'));
    live = path.join(root, 'dist');
    staging = path.join(root, 'dist-next');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('the first deploy moves the whole build in at once and removes the staging folder', async () => {
    writeBuild(staging, 'aaaaaaaaaa', ['1.aaaaaaaaaa.js']);
    const report = await publishBuild({ staging, live });
    expect(read(path.join(live, 'index.html'))).toBe('<title>aaaaaaaaaa</title>');
    expect(read(path.join(live, '1.aaaaaaaaaa.js'))).toBe('chunk 1.aaaaaaaaaa.js');
    expect(existsSync(staging)).toBe(false);
    expect(report).toMatchObject({ added: 5, replaced: 0, kept: 0, pruned: 0 });
  });

  it('a new build replaces the named files, keeps what did not change as it was, and keeps the old build’s files for pages opened before', async () => {
    writeBuild(staging, 'aaaaaaaaaa', ['1.aaaaaaaaaa.js', 'shared.0000000000.js']);
    await publishBuild({ staging, live, now: 1000 });
    const unchangedBefore = statSync(path.join(live, 'shared.0000000000.js')).mtimeMs;

    writeBuild(staging, 'bbbbbbbbbb', ['1.bbbbbbbbbb.js', 'shared.0000000000.js']);
    const report = await publishBuild({ staging, live, now: 2000 });

    expect(JSON.parse(read(path.join(live, 'mf-manifest.json')))).toEqual({
      entry: 'remoteEntry.bbbbbbbbbb.js',
      chunks: ['1.bbbbbbbbbb.js', 'shared.0000000000.js'],
    });
    expect(read(path.join(live, 'prerender', 'index.html'))).toBe('<p>bbbbbbbbbb</p>');
    // The old manifest's files are all still there.
    expect(read(path.join(live, 'remoteEntry.aaaaaaaaaa.js'))).toBe('entry aaaaaaaaaa');
    expect(read(path.join(live, '1.aaaaaaaaaa.js'))).toBe('chunk 1.aaaaaaaaaa.js');
    // Same bytes: the same file (its date, so its ETag, unchanged).
    expect(statSync(path.join(live, 'shared.0000000000.js')).mtimeMs).toBe(unchangedBefore);
    expect(report).toMatchObject({ added: 2, replaced: 3, unchanged: 1, kept: 2, pruned: 0 });
    expect(existsSync(staging)).toBe(false);
  });

  it(`an old build's files go once out of the build ${KEEP_RETIRED_MS / 3_600_000} h`, async () => {
    writeBuild(staging, 'aaaaaaaaaa', ['deep/1.aaaaaaaaaa.js']);
    await publishBuild({ staging, live, now: 0 });
    writeBuild(staging, 'bbbbbbbbbb', []);
    await publishBuild({ staging, live, now: 1000 });
    writeBuild(staging, 'bbbbbbbbbb', []);
    await publishBuild({ staging, live, now: 1000 + KEEP_RETIRED_MS - 1 });
    expect(existsSync(path.join(live, 'deep', '1.aaaaaaaaaa.js'))).toBe(true);

    writeBuild(staging, 'bbbbbbbbbb', []);
    const report = await publishBuild({ staging, live, now: 1000 + KEEP_RETIRED_MS });
    expect(existsSync(path.join(live, 'remoteEntry.aaaaaaaaaa.js'))).toBe(false);
    expect(existsSync(path.join(live, 'deep'))).toBe(false);
    expect(report).toMatchObject({ kept: 0, pruned: 2 });
  });

  it(`only the last ${KEEP_RETIRED_DEPLOYS} replaced builds' files are kept, however quick the deploys`, async () => {
    writeBuild(staging, 'aaaaaaaaaa', []);
    await publishBuild({ staging, live, now: 0 });
    for (let deploy = 1; deploy <= KEEP_RETIRED_DEPLOYS; deploy++) {
      writeBuild(staging, `${deploy}`.padStart(10, '0'), []);
      await publishBuild({ staging, live, now: deploy });
      expect(existsSync(path.join(live, 'remoteEntry.aaaaaaaaaa.js'))).toBe(true);
    }
    writeBuild(staging, 'ffffffffff', []);
    await publishBuild({ staging, live, now: 100 });
    expect(existsSync(path.join(live, 'remoteEntry.aaaaaaaaaa.js'))).toBe(false);
    const entries = Object.keys(
      (JSON.parse(read(path.join(live, PUBLISH_RECORD))) as { retired: object }).retired,
    );
    expect(entries.length).toBeLessThanOrEqual(KEEP_RETIRED_DEPLOYS);
  });

  it('a file that comes back in a later build is current again, not pruned with the old ones', async () => {
    writeBuild(staging, 'aaaaaaaaaa', ['1.aaaaaaaaaa.js']);
    await publishBuild({ staging, live, now: 0 });
    writeBuild(staging, 'bbbbbbbbbb', []);
    await publishBuild({ staging, live, now: 1 });
    writeBuild(staging, 'bbbbbbbbbb', ['1.aaaaaaaaaa.js']);
    await publishBuild({ staging, live, now: 2 });
    writeBuild(staging, 'bbbbbbbbbb', ['1.aaaaaaaaaa.js']);
    await publishBuild({ staging, live, now: 3 + KEEP_RETIRED_MS });
    expect(existsSync(path.join(live, '1.aaaaaaaaaa.js'))).toBe(true);
  });

  it('a staging folder with no finished build is refused, and the served folder is left as it was', async () => {
    writeBuild(staging, 'aaaaaaaaaa', []);
    await publishBuild({ staging, live });
    mkdirSync(staging);
    writeFileSync(path.join(staging, 'mf-manifest.json'), '{"half":');
    await expect(publishBuild({ staging, live })).rejects.toThrow(/no index\.html/);
    expect(read(path.join(live, 'mf-manifest.json'))).toContain('aaaaaaaaaa');
  });

  it('a reader during the publish finds every file the manifest it read names', async () => {
    const many = (release: string) => Array.from({ length: 300 }, (_, i) => `${i}.${release}.js`);
    writeBuild(staging, 'aaaaaaaaaa', many('aaaaaaaaaa'));
    await publishBuild({ staging, live });
    writeBuild(staging, 'bbbbbbbbbb', many('bbbbbbbbbb'));

    const missing: string[] = [];
    let reads = 0;
    let publishing = true;
    const reader = (async () => {
      while (publishing) {
        const manifest = JSON.parse(
          await readFile(path.join(live, 'mf-manifest.json'), 'utf8'),
        ) as { entry: string; chunks: string[] };
        for (const file of [manifest.entry, ...manifest.chunks.slice(-20)])
          await readFile(path.join(live, file)).catch(() => missing.push(file));
        reads++;
      }
    })();
    await publishBuild({ staging, live });
    publishing = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
