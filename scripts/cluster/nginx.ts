/** nginx as the cluster's load balancer: its config made from nginx.conf.template, run by pid. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const TEMPLATE = path.join(__dirname, 'nginx.conf.template');

export interface NginxOptions {
  /** Where the config, pid, error log and temp folders go. */
  dir: string;
  host: string;
  port: number;
  apiPorts: number[];
  /** The shell's static server, and each remote's at /remotes/<name>/ (none: API only). */
  shellPort: number | null;
  remotePorts: Record<string, number>;
  maxBodyMb: number;
}

export interface Nginx {
  pid: number;
  /**
   * Sends requests to these API ports from now on: the config is rewritten and checked, nginx
   * reloads it (SIGHUP), and this resolves once every worker of the old config has finished its
   * requests and exited, so no request goes to a port left out any more.
   */
  setApiPorts(apiPorts: number[]): Promise<void>;
  /** SIGQUIT (finish in-flight requests), SIGKILL after 5 s. */
  stop(): Promise<void>;
}

/** Installs the Debian package when nginx is missing (as CI does in .ci/run). */
export function ensureNginx(): string {
  if (NGINX) return NGINX;
  console.log('nginx missing: apt-get install -y nginx');
  const asRoot = (args: string[]) =>
    process.getuid?.() === 0
      ? spawnSync(args[0]!, args.slice(1), { stdio: 'inherit' })
      : spawnSync('sudo', args, { stdio: 'inherit' });
  asRoot(['apt-get', 'update', '-qq']);
  asRoot(['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'nginx']);
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
  if (!found) throw new Error('could not install nginx');
  return found;
}

export async function renderConfig(options: NginxOptions): Promise<string> {
  const template = await readFile(TEMPLATE, 'utf8');
  const servers = options.apiPorts
    .map((port) => `    server ${options.host}:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  const remotes = Object.entries(options.remotePorts)
    .map(
      ([name, port]) =>
        `    location /remotes/${name}/ {\n      proxy_pass http://${options.host}:${port}/;\n    }`,
    )
    .join('\n');
  const values: Record<string, string> = {
    WORKERS: '1',
    DIR: options.dir,
    HOST: options.host,
    PORT: String(options.port),
    MAX_BODY_MB: String(options.maxBodyMb + 1),
    API_SERVERS: servers,
    INSTANCES: String(options.apiPorts.length),
    REMOTE_LOCATIONS: remotes,
    SHELL_PORT: String(options.shellPort ?? 0),
  };
  let config = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for ${name}`);
    return value;
  });
  // API only (tests, bench): no static apps behind "/".
  if (options.shellPort === null)
    config = config.replace(
      /\n {4}location \/ \{[^}]*\}\n/,
      '\n    location / {\n      return 404;\n    }\n',
    );
  return config;
}

/** The pids of a process's children (its workers, for nginx's master), read from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The command name (2nd field) is in parentheses and may hold spaces: fields follow its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === pid) children.push(Number(entry));
  }
  return children;
}

function checkConfig(binary: string, dir: string, file: string): void {
  const test = spawnSync(binary, ['-t', '-q', '-p', dir, '-c', file], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx config refused:\n${test.stderr}`);
}

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const binary = ensureNginx();
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(options.dir, temp), { recursive: true });
    // Workers run unprivileged when nginx starts as root: they write request bodies here.
    await chmod(path.join(options.dir, temp), 0o777);
  }
  await chmod(options.dir, 0o755);
  const file = path.join(options.dir, 'nginx.conf');
  await writeFile(file, await renderConfig(options));
  checkConfig(binary, options.dir, file);

  const child: ChildProcess = spawn(binary, ['-p', options.dir, '-c', file], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://${options.host}:${options.port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${output}`);
    try {
      await fetch(`${origin}/api/live`);
      break;
    } catch {
      if (waited > 10_000) throw new Error(`nginx did not listen on ${origin}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  let current = options;
  return {
    pid: child.pid as number,
    async setApiPorts(apiPorts) {
      const next = { ...current, apiPorts };
      await writeFile(file, await renderConfig(next));
      checkConfig(binary, options.dir, file);
      const master = child.pid as number;
      const oldWorkers = await childrenOf(master);
      process.kill(master, 'SIGHUP');
      for (let waited = 0; ; waited += 50) {
        const workers = await childrenOf(master);
        const newStarted = workers.some((pid) => !oldWorkers.includes(pid));
        if (newStarted && !workers.some((pid) => oldWorkers.includes(pid))) break;
        if (child.exitCode !== null) throw new Error(`nginx exited on reload:\n${output}`);
        // Old workers wait for their slowest request (uploads, proxy_read_timeout 120 s).
        if (waited > 150_000) throw new Error(`nginx's old workers did not finish:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      current = next;
    },
    async stop() {
      if (child.exitCode !== null) return;
      process.kill(child.pid as number, 'SIGQUIT');
      const timer = setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
