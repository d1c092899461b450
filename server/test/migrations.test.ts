/**
 * A rolling upgrade runs the previous release and the new one side by side on one database: the
 * first new instance applies the new migrations while the old instances keep serving. So each
 * migration must leave a schema the previous release still works on (add first; remove in a later
 * release, once no running code reads it: docs/operations.md).
 *
 * Checked for real: the previous release (the commit before the newest migration was added, read
 * from git) runs its own API test suite on a database migrated to this release's schema; and a
 * released migration is never edited (the new list starts with the old one, byte for byte).
 *
 * Side by side happens only on PostgreSQL: the embedded database belongs to one process, so its
 * upgrade is a stop and a start (and a new migration may rely on what only the new code loads,
 * such as a PGlite extension). There the suite of the previous release is not run.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SERVER_DIR } from './helpers/serverProcess';
import { testDriver } from './helpers/testDatabase';

const ROOT = path.dirname(SERVER_DIR);
const DRIZZLE = path.join(SERVER_DIR, 'drizzle');
/** The workspace packages the server needs: taken from the previous release, not from here. */
const RELEASE_PATHS = ['server', 'shared-contract', 'tsconfig.base.json', 'package.json'];
/** The previous release's suite that is run on the new schema. */
const OLD_SUITE = 'test/api.test.ts';

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

interface Journal {
  entries: { idx: number; tag: string }[];
}

async function journal(drizzleDir: string): Promise<Journal> {
  return JSON.parse(await readFile(path.join(drizzleDir, 'meta', '_journal.json'), 'utf8'));
}

/**
 * The newest commit whose tree lacks the newest migration: HEAD while that migration is not
 * committed yet, else the first parent of the commit that added it.
 */
function previousRelease(newestFile: string): string {
  const relative = path.relative(ROOT, newestFile);
  // Along the first parents (the releases of this branch): a migration a merge brought in counts
  // as added by that merge.
  const added = git(
    'log',
    '-m',
    '--first-parent',
    '--diff-filter=A',
    '--format=%H',
    '-1',
    '--',
    relative,
  );
  return added ? git('rev-parse', `${added}^`) : git('rev-parse', 'HEAD');
}

describe(`the previous release on this release's schema (${testDriver})`, () => {
  let dir = '';
  let release = '';
  let newest = '';
  before(async () => {
    const entries = (await journal(DRIZZLE)).entries;
    newest = entries.at(-1)!.tag;
    try {
      release = previousRelease(path.join(DRIZZLE, `${newest}.sql`));
    } catch (error) {
      throw new Error(
        `this test reads the previous release from git (a checkout with its history): ${String(error)}`,
        { cause: error },
      );
    }
    dir = await mkdtemp(path.join(os.tmpdir(), 'btj-previous-release-'));
    // The release's files, straight from git (nothing in this checkout is changed).
    const tar = path.join(dir, 'release.tar');
    git('archive', '--format=tar', `--output=${tar}`, release, ...RELEASE_PATHS);
    execFileSync('tar', ['-xf', tar, '-C', dir]);
    // The installed dependencies, but the release's own workspace packages.
    await mkdir(path.join(dir, 'node_modules'));
    for (const name of await readdir(path.join(ROOT, 'node_modules'))) {
      if (name === 'shared-contract' || name === '.bin') continue;
      await symlink(path.join(ROOT, 'node_modules', name), path.join(dir, 'node_modules', name));
    }
    await symlink(
      path.join(dir, 'shared-contract'),
      path.join(dir, 'node_modules', 'shared-contract'),
    );
    await cp(path.join(ROOT, 'node_modules', '.bin'), path.join(dir, 'node_modules', '.bin'), {
      recursive: true,
      verbatimSymlinks: true,
    });
    if (existsSync(path.join(SERVER_DIR, 'node_modules')))
      await symlink(
        path.join(SERVER_DIR, 'node_modules'),
        path.join(dir, 'server', 'node_modules'),
      );
  });
  after(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('no released migration is edited: this release adds after them, byte for byte the same', async () => {
    const oldDrizzle = path.join(dir, 'server', 'drizzle');
    const oldEntries = (await journal(oldDrizzle)).entries;
    const newEntries = (await journal(DRIZZLE)).entries;
    assert.ok(oldEntries.length < newEntries.length, `${release} lacks ${newest}`);
    assert.deepEqual(
      newEntries.slice(0, oldEntries.length).map((entry) => entry.tag),
      oldEntries.map((entry) => entry.tag),
      'the released migrations come first, in their order',
    );
    for (const entry of oldEntries) {
      const file = `${entry.tag}.sql`;
      assert.equal(
        await readFile(path.join(DRIZZLE, file), 'utf8'),
        await readFile(path.join(oldDrizzle, file), 'utf8'),
        `${file} was released in ${release.slice(0, 12)} and is edited here: write a new migration`,
      );
    }
  });

  if (testDriver === 'postgres')
    test(`the previous release's API suite passes on a database with this release's migrations`, async () => {
      // The release's server migrates its database at start: given this release's migrations, every
      // database its suite makes has the new schema, and the release's code runs on it.
      const oldDrizzle = path.join(dir, 'server', 'drizzle');
      await rm(oldDrizzle, { recursive: true });
      await cp(DRIZZLE, oldDrizzle, { recursive: true });
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', OLD_SUITE],
        {
          cwd: path.join(dir, 'server'),
          // Its own test run, not a part of this one's (node --test marks its children so).
          env: { ...process.env, NODE_TEST_CONTEXT: undefined },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      const count = (label: string) =>
        Number(new RegExp(`^ℹ ${label} (\\d+)`, 'm').exec(output)?.[1] ?? 0);
      const failures = output
        .split('\n')
        .filter((line) => /^\s*✖/.test(line))
        .slice(0, 20)
        .join('\n');
      console.log(
        `previous release ${release.slice(0, 12)} on ${newest}: ${count('pass')} passed, ${count('fail')} failed`,
      );
      assert.equal(
        code,
        0,
        `the previous release's ${OLD_SUITE} failed on the new schema:\n${failures}\n${output.slice(-4_000)}`,
      );
      assert.ok(count('pass') > 50, `the suite ran (${count('pass')} passed)`);
    });
});
