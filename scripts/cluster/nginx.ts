/** nginx as the cluster's load balancer: its config made from nginx.conf.template, run by pid. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
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
  const test = spawnSync(binary, ['-t', '-q', '-p', options.dir, '-c', file], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx config refused:\n${test.stderr}`);

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
  return {
    pid: child.pid as number,
    async stop() {
      if (child.exitCode !== null) return;
      process.kill(child.pid as number, 'SIGQUIT');
      const timer = setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
