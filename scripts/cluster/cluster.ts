/**
 * The production topology on one machine: a throwaway PostgreSQL, an S3-compatible
 * server, N API instances and nginx in front of them and of the five static apps, all on loopback,
 * one origin. Used by `npm run cluster`, the cluster tests and `npm run bench -- cluster`.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type AppName } from '../../topology';
import { withPostgres } from '../../server/test/helpers/postgresCluster';
import { freePort } from '../../server/test/helpers/serverProcess';
import { startS3, type S3Server } from '../../server/test/helpers/s3Server';
import { startKannel, type Kannel } from '../../server/test/helpers/kannel';
import { startStaticServer } from '../../shell/server/staticServer';
import { shellServing } from '../../shell/server/shellServing';
import { buildApps, distDir, isBuilt } from '../apps';
import { apiInstance, type ApiInstance } from './apiInstance';
import { startNginx, type Nginx } from './nginx';
import { startPrometheus, type Prometheus } from './prometheus';

/** The apps' build for the cluster: API_URL=/api (same origin), beside the usual dist/. */
export const CLUSTER_BUILD = 'dist-cluster';
const MAX_UPLOAD_MB = Number(process.env.MAX_UPLOAD_MB || 10);

export interface ClusterOptions {
  instances?: number;
  /** Serve the five static apps behind nginx too (built into dist-cluster/ when missing). */
  apps?: boolean;
  host?: string;
  /** nginx's port (0: a free one). */
  port?: number;
  /** More settings for every API instance (they win over the cluster's). */
  env?: Record<string, string>;
  /** Print every instance's output, prefixed with its name. */
  echo?: boolean;
  /**
   * Prometheus scraping every instance with the repository's alert rules (off by default).
   * `ruleTimeScale` multiplies the rules' durations (tests: 1/60, so a minute is a second).
   */
  prometheus?: { scrapeIntervalSeconds?: number; ruleTimeScale?: number; port?: number };
  /**
   * Demo accounts and the mail outbox at /api/dev/outbox (NODE_ENV=development). Off by default:
   * the instances run with NODE_ENV=production, as a deployment does, and refuse what it refuses.
   */
  demo?: boolean;
  /**
   * The SMS gateway: Kannel's bearerbox and smsbox with fakesmsc as the operator, on loopback
   * (on by default; `false` sends the instances' SMS to their DATA_DIR/sms-outbox instead).
   */
  kannel?: boolean;
}

export interface Cluster {
  /** nginx: the one origin of the apps and of /api. */
  origin: string;
  apis: ApiInstance[];
  databaseUrl: string;
  s3: S3Server;
  /** The SMS gateway every instance sends through (null when the cluster runs without it). */
  kannel: Kannel | null;
  nginx: Nginx;
  /** Each instance's metrics listener (METRICS_PORT), as http://host:port, in the order of apis. */
  metricsUrls: string[];
  prometheus: Prometheus | null;
  /** Every instance's settings (the same for each, but DATA_DIR). */
  env: Record<string, string>;
  /** Each instance's DATA_DIR (outbox, temp files: nothing the others need). */
  dataDirs: string[];
  /**
   * A new API instance with the cluster's settings on a free port and a fresh DATA_DIR, not
   * started and not behind nginx yet (a rolling upgrade starts it, then swaps it in).
   */
  newInstance(name: string): Promise<{ api: ApiInstance; dataDir: string; metricsUrl: string }>;
  stop(): Promise<void>;
}

/** withPostgres for as long as the cluster runs: resolves the URL, stops when `release` is called. */
function holdPostgres(): { url: Promise<string>; release(): Promise<void> } {
  let stopAsked!: () => void;
  const asked = new Promise<void>((resolve) => (stopAsked = resolve));
  let gotUrl!: (url: string) => void;
  const url = new Promise<string>((resolve) => (gotUrl = resolve));
  const done = withPostgres(async (adminUrl) => {
    gotUrl(adminUrl);
    await asked;
  });
  // A cluster that cannot start must not hang waiting for the URL.
  const failed = done.then(
    () => '',
    (error: unknown) => Promise.reject(error),
  );
  return {
    url: Promise.race([url, failed]),
    async release() {
      stopAsked();
      await done.catch((error: unknown) => console.error('PostgreSQL stop:', error));
    },
  };
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const host = options.host ?? '127.0.0.1';
  const count = options.instances ?? 3;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'btj-cluster-'));
  const undo: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of undo.splice(0).reverse())
      await step().catch((error: unknown) => console.error('cluster stop:', error));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const postgres = holdPostgres();
    undo.push(() => postgres.release());
    const databaseUrl = await postgres.url;

    const s3 = await startS3({ buckets: ['btj-cluster'] });
    undo.push(() => s3.stop());
    // s3rver removes a folder when its last object goes, racing a PUT into that folder (ENOENT
    // kills the server): a file that is no object (listings skip it) keeps the folders.
    for (const area of ['cases/pending', 'messages/pending']) {
      await mkdir(path.join(s3.dir, s3.bucket, area), { recursive: true });
      await writeFile(path.join(s3.dir, s3.bucket, area, '.keep'), '');
    }

    const kannel = options.kannel === false ? null : await startKannel();
    if (kannel) undo.push(() => kannel.stop());

    const port = options.port || (await freePort());
    const origin = `http://${host}:${port}`;
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      // One secret for every instance: a token signed by one is good on the others.
      JWT_SECRET: randomBytes(48).toString('base64url'),
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_API_URL: origin,
      APP_URL: origin,
      CORS_ORIGINS: origin,
      LOG_LEVEL: 'warn',
      MAX_UPLOAD_MB: String(MAX_UPLOAD_MB),
      ...(options.demo
        ? { NODE_ENV: 'development', DEMO_SEED: '1', DEV_OUTBOX: '1' }
        : { NODE_ENV: 'production' }),
      ...s3.env(),
      ...(kannel ? kannel.env : { SMS_TO_FOLDER: '1' }),
      ...options.env,
    };
    const apiPorts = await Promise.all(Array.from({ length: count }, () => freePort()));
    const dataDirs = apiPorts.map((_, i) => path.join(dir, `api-${i + 1}`));
    // Each instance's metrics on a port of its own, which nginx never exposes.
    const metricsPorts = await Promise.all(apiPorts.map(() => freePort()));
    const metricsUrls = metricsPorts.map((metricsPort) => `http://${host}:${metricsPort}`);
    const apis = apiPorts.map((apiPort, i) =>
      apiInstance(
        `api-${i + 1}`,
        host,
        apiPort,
        { ...env, DATA_DIR: dataDirs[i]!, METRICS_PORT: String(metricsPorts[i]) },
        options.echo,
      ),
    );
    undo.push(async () => {
      await Promise.all(apis.map((api) => api.stop('SIGTERM')));
    });
    // The first alone: it applies the migrations and seeds; then the others side by side.
    await apis[0]!.start();
    await Promise.all(apis.slice(1).map((api) => api.start()));

    let shellPort: number | null = null;
    const remotePorts: Record<string, number> = {};
    if (options.apps) {
      const missing = (Object.keys(REMOTE_NAMES) as AppName[])
        .concat('shell')
        .filter((app) => !isBuilt(app, CLUSTER_BUILD));
      if (missing.length) {
        console.log(`Building ${missing.join(', ')} into ${CLUSTER_BUILD}/ (API_URL=/api) …`);
        await buildApps(missing, { API_URL: '/api', BUILD_OUT: CLUSTER_BUILD });
      }
      const servers: http.Server[] = [];
      undo.push(async () => {
        for (const server of servers) server.close();
      });
      const remotesJson: Record<string, string> = {};
      for (const [app, name] of Object.entries(REMOTE_NAMES)) {
        remotePorts[name] = await freePort();
        remotesJson[name] = `${origin}/remotes/${name}/mf-manifest.json`;
        servers.push(
          await startStaticServer({
            dir: distDir(app as AppName, CLUSTER_BUILD),
            port: remotePorts[name]!,
            host,
            apiOrigin: origin,
          }),
        );
      }
      shellPort = await freePort();
      servers.push(
        await startStaticServer({
          dir: distDir('shell', CLUSTER_BUILD),
          port: shellPort,
          host,
          apiOrigin: origin,
          ...shellServing(() => remotesJson, distDir('shell', CLUSTER_BUILD)),
        }),
      );
    }

    const nginxDir = path.join(dir, 'nginx');
    await mkdir(nginxDir);
    // nginx's workers (unprivileged when started as root) reach their temp folders through here.
    await chmod(dir, 0o711);
    const nginx = await startNginx({
      dir: nginxDir,
      host,
      port,
      apiPorts,
      shellPort,
      remotePorts,
      maxBodyMb: MAX_UPLOAD_MB,
    });
    undo.push(() => nginx.stop());

    let prometheus: Prometheus | null = null;
    if (options.prometheus) {
      const prometheusDir = path.join(dir, 'prometheus');
      const started = await startPrometheus({
        dir: prometheusDir,
        host,
        port: options.prometheus.port || (await freePort()),
        targets: apis.map((api, i) => ({ name: api.name, address: `${host}:${metricsPorts[i]}` })),
        scrapeIntervalSeconds: options.prometheus.scrapeIntervalSeconds ?? 5,
        ruleTimeScale: options.prometheus.ruleTimeScale,
      });
      prometheus = started;
      undo.push(() => started.stop());
    }
    const newInstance = async (name: string) => {
      const dataDir = path.join(dir, name);
      const metricsPort = await freePort();
      const api = apiInstance(
        name,
        host,
        await freePort(),
        { ...env, DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) },
        options.echo,
      );
      return { api, dataDir, metricsUrl: `http://${host}:${metricsPort}` };
    };
    return {
      origin,
      apis,
      databaseUrl,
      s3,
      kannel,
      nginx,
      metricsUrls,
      prometheus,
      env,
      dataDirs,
      newInstance,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
