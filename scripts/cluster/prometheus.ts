/**
 * Prometheus for the cluster: its own config, rules and data folder, on its own port, run by pid
 * (the Debian package's service, if it runs, is left alone). It scrapes every API instance's
 * METRICS_PORT as job "btj-api" and evaluates the repository's alert rules.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../apps';

export const ALERT_RULES = path.join(ROOT, 'monitoring', 'alerts.yml');
export const ALERT_RULE_TESTS = path.join(ROOT, 'monitoring', 'alerts.test.yml');

const find = (name: string) =>
  [`/usr/bin/${name}`, `/usr/local/bin/${name}`].find((file) => existsSync(file));

/** prometheus and promtool, installing the Debian package when they are missing (as CI does). */
export function ensurePrometheus(): { prometheus: string; promtool: string } {
  let prometheus = find('prometheus');
  let promtool = find('promtool');
  if (!prometheus || !promtool) {
    console.log('prometheus missing: apt-get install -y prometheus');
    const asRoot = (args: string[]) =>
      process.getuid?.() === 0
        ? spawnSync(args[0]!, args.slice(1), { stdio: 'inherit' })
        : spawnSync('sudo', args, { stdio: 'inherit' });
    asRoot(['apt-get', 'update', '-qq']);
    asRoot([
      'env',
      'DEBIAN_FRONTEND=noninteractive',
      'apt-get',
      'install',
      '-y',
      '-qq',
      'prometheus',
    ]);
    prometheus = find('prometheus');
    promtool = find('promtool');
  }
  if (!prometheus || !promtool) throw new Error('could not install prometheus');
  return { prometheus, promtool };
}

const SECONDS: Record<string, number> = { s: 1, m: 60, h: 3_600, d: 86_400 };

/**
 * The rules with every `for:` and range selector multiplied by `factor` (at least 1 s), so a test
 * sees an alert fire on its real cause in seconds: the expressions and thresholds stay the same.
 */
export function scaleRuleDurations(rules: string, factor: number): string {
  const scale = (amount: string, unit: string) =>
    `${Math.max(1, Math.round(Number(amount) * SECONDS[unit]! * factor))}s`;
  return rules
    .replace(
      /\bfor: (\d+)([smhd])\b/g,
      (_, amount: string, unit: string) => `for: ${scale(amount, unit)}`,
    )
    .replace(/\[(\d+)([smhd])\]/g, (_, amount: string, unit: string) => `[${scale(amount, unit)}]`);
}

export interface PrometheusTarget {
  /** The instance label (api-1 …). */
  name: string;
  /** host:port of its metrics listener. */
  address: string;
}

export interface PrometheusAlert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
  activeAt: string;
}

export interface Prometheus {
  url: string;
  pid: number;
  /** Alerts pending or firing now. */
  alerts(): Promise<PrometheusAlert[]>;
  /** Replaces the scraped instances (a rolling upgrade); Prometheus re-reads the file at once. */
  setTargets(targets: PrometheusTarget[]): Promise<void>;
  /** SIGTERM by pid, SIGKILL after 5 s. */
  stop(): Promise<void>;
  output(): string;
}

export async function startPrometheus(options: {
  dir: string;
  host: string;
  port: number;
  targets: PrometheusTarget[];
  scrapeIntervalSeconds: number;
  /** Multiplies the rules' durations (tests: 1/60, so a minute is a second). */
  ruleTimeScale?: number;
}): Promise<Prometheus> {
  const { prometheus } = ensurePrometheus();
  await mkdir(path.join(options.dir, 'data'), { recursive: true });
  let rules = ALERT_RULES;
  if (options.ruleTimeScale && options.ruleTimeScale !== 1) {
    rules = path.join(options.dir, 'alerts.yml');
    await writeFile(
      rules,
      scaleRuleDurations(await readFile(ALERT_RULES, 'utf8'), options.ruleTimeScale),
    );
  }
  const interval = `${options.scrapeIntervalSeconds}s`;
  // The instances are listed in a file of their own, which Prometheus watches: a rolling upgrade
  // rewrites it (whole, by rename) as each instance is replaced.
  const targetsFile = path.join(options.dir, 'targets.json');
  const setTargets = async (targets: PrometheusTarget[]) => {
    const groups = targets.map((target) => ({
      targets: [target.address],
      labels: { instance: target.name },
    }));
    await writeFile(`${targetsFile}.tmp`, JSON.stringify(groups, null, 2));
    await rename(`${targetsFile}.tmp`, targetsFile);
  };
  await setTargets(options.targets);
  // JSON is YAML: Prometheus reads it as its config.
  const config = {
    global: { scrape_interval: interval, evaluation_interval: interval, scrape_timeout: interval },
    rule_files: [rules],
    scrape_configs: [
      {
        job_name: 'btj-api',
        metrics_path: '/metrics',
        file_sd_configs: [{ files: [targetsFile], refresh_interval: '5s' }],
      },
    ],
  };
  const file = path.join(options.dir, 'prometheus.yml');
  await writeFile(file, JSON.stringify(config, null, 2));

  const child: ChildProcess = spawn(
    prometheus,
    [
      `--config.file=${file}`,
      `--storage.tsdb.path=${path.join(options.dir, 'data')}`,
      `--web.listen-address=${options.host}:${options.port}`,
      '--storage.tsdb.retention.time=1d',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-50_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://${options.host}:${options.port}`;
  for (const deadline = Date.now() + 30_000; ;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited at start:\n${output}`);
    try {
      if ((await fetch(`${url}/-/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`prometheus was not ready in 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid as number,
    output: () => output,
    setTargets,
    async alerts() {
      const response = await fetch(`${url}/api/v1/alerts`);
      const body = (await response.json()) as { data: { alerts: PrometheusAlert[] } };
      return body.data.alerts;
    },
    async stop() {
      if (child.exitCode !== null) return;
      process.kill(child.pid as number, 'SIGTERM');
      const timer = setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
