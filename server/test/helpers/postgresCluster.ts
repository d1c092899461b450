import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './serverProcess';

/**
 * A throwaway PostgreSQL cluster for the test and bench runs: initdb + pg_ctl from
 * /usr/lib/postgresql/<version>/bin as the postgres user, on 127.0.0.1 and a free port, in a temp
 * dir that is removed afterwards. Installs the server with apt-get when it is missing.
 */
function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  const preferred = path.join(root, '15', 'bin');
  if (existsSync(path.join(preferred, 'initdb'))) return preferred;
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((version) =>
    existsSync(path.join(root, version, 'bin', 'initdb')),
  );
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function ensurePgBin(): string {
  const found = findPgBin();
  if (found) return found;
  console.log('PostgreSQL server binaries missing: apt-get install -y postgresql');
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const installed = spawnSync('apt-get', ['install', '-y', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const after = findPgBin();
  if (installed.status !== 0 || !after) throw new Error('could not install PostgreSQL');
  return after;
}

/** initdb refuses to run as root: the cluster belongs to the postgres user. */
function asPostgres(command: string, args: string[]): string[] {
  if (process.getuid?.() !== 0) return [command, ...args];
  return ['runuser', '-u', 'postgres', '--', command, ...args];
}

export async function withPostgres<T>(work: (adminUrl: string) => Promise<T>): Promise<T> {
  const bin = ensurePgBin();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'btj-pg-'));
  const dataDir = path.join(dir, 'data');
  const run = (command: string, args: string[]) => {
    const [file, ...rest] = asPostgres(path.join(bin, command), args) as [string, ...string[]];
    return execFileSync(file, rest, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  };
  if (process.getuid?.() === 0) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    await chown(dir, Number(ids), Number(gid));
    await chmod(dir, 0o700);
  }
  const port = await freePort();
  let started = false;
  try {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-instructions',
    ]);
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      '-w',
      'start',
    ]);
    started = true;
    console.log(
      `\nthrowaway PostgreSQL (${path.basename(path.dirname(bin))}) on 127.0.0.1:${port} in ${dir}`,
    );
    return await work(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    if (started) {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error('could not stop PostgreSQL:', (error as Error).message);
      }
    }
    await rm(dir, { recursive: true, force: true });
  }
}
