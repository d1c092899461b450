/**
 * `npm run cluster`: PostgreSQL, an S3-compatible server, three API instances and nginx in front
 * of them and of the five apps, on loopback, one origin (CLUSTER_PORT, default 8080). Ctrl+C stops
 * everything it started, by pid.
 *
 * The instances run as a deployment does (NODE_ENV=production): mail goes to SMTP_URL, or with
 * `--mail-to-folder` to each instance's DATA_DIR/outbox; `--demo` seeds the demo accounts and
 * opens the outbox at /api/dev/outbox instead (NODE_ENV=development). SMS go through Kannel
 * (bearerbox, smsbox and fakesmsc as the operator, started and stopped with the cluster).
 *
 * `npm run cluster -- roll`, from another terminal, replaces the running cluster's API instances
 * one by one with processes started from the code now on disk (scripts/cluster/roll.ts).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed';
import { startCluster } from './cluster';
import { rollCluster, type RollReport } from './roll';

const USAGE = `Usage:
  npm run cluster [-- --mail-to-folder | --demo]   start the cluster (mail: SMTP_URL by default)
  npm run cluster -- roll                          rolling upgrade of the running cluster's API`;

const port = Number(process.env.CLUSTER_PORT || 8080);
/** Where a running cluster says how to reach it, for `npm run cluster -- roll`. */
const STATE_FILE = path.join(os.tmpdir(), `btj-cluster-${port}.json`);

interface State {
  pid: number;
  origin: string;
  roll: { asked: number; state: 'rolling' | 'done' | 'failed'; at: number; message: string } | null;
}

const readState = (): State | null =>
  existsSync(STATE_FILE) ? (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as State) : null;
const writeState = (state: State) => writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function start(options: { demo: boolean; mailToFolder: boolean }) {
  const smtpUrl = process.env.SMTP_URL?.trim();
  if (!options.demo && !options.mailToFolder && !smtpUrl)
    fail(
      `The cluster runs with NODE_ENV=production, which sends mail through SMTP_URL.\n` +
        `Set SMTP_URL, or pass --mail-to-folder (each instance keeps its mail in DATA_DIR/outbox),\n` +
        `or --demo (demo accounts and the outbox at /api/dev/outbox, NODE_ENV=development).`,
    );
  if (options.demo && options.mailToFolder)
    fail(`--demo and --mail-to-folder: pick one.\n${USAGE}`);
  const cluster = await startCluster({
    instances: Number(process.env.CLUSTER_INSTANCES || 3),
    apps: true,
    port,
    echo: true,
    prometheus: { port: Number(process.env.CLUSTER_PROMETHEUS_PORT || 0) },
    demo: options.demo,
    env: options.mailToFolder ? { MAIL_TO_FOLDER: '1' } : {},
  });
  const mail = options.demo
    ? `outbox at ${cluster.origin}/api/dev/outbox`
    : smtpUrl
      ? 'SMTP (SMTP_URL)'
      : `each instance's DATA_DIR/outbox (${cluster.dataDirs.join(', ')})`;
  const accounts = options.demo
    ? `Demo accounts: ${DEMO_ACCOUNTS.map((account) => `${account.email} / ${account.password}`).join(', ')}`
    : `No accounts yet: DATABASE_URL=${cluster.databaseUrl} npm run user:create -- --role admin --email … --password …`;
  console.log(`
Bridge to Justice cluster is running (NODE_ENV=${options.demo ? 'development, demo' : 'production'}):
  Site and API (nginx)  ${cluster.origin}   (API at ${cluster.origin}/api)
  API instances         ${cluster.apis.map((api) => `${api.name} ${api.url} (pid ${api.pid()})`).join(', ')}
  PostgreSQL            ${cluster.databaseUrl}
  Files                 S3 (s3rver) ${cluster.s3.endpoint}, bucket ${cluster.s3.bucket}
  Mail                  ${mail}
  SMS                   Kannel ${cluster.kannel ? `${cluster.kannel.url} (pids ${cluster.kannel.pids().join(', ')}); fakesmsc is the operator` : 'none'}
  nginx                 pid ${cluster.nginx.pid}
  Prometheus            ${cluster.prometheus!.url} (pid ${cluster.prometheus!.pid}; alerts at ${cluster.prometheus!.url}/alerts)
  Metrics               ${cluster.metricsUrls.map((url) => `${url}/metrics`).join(', ')}
  ${accounts}
Rolling upgrade onto the code on disk: npm run cluster -- roll (from another terminal).
Press Ctrl+C to stop.`);
  writeState({ pid: process.pid, origin: cluster.origin, roll: null });

  let rolling: Promise<RollReport> | null = null;
  process.on('SIGUSR2', () => {
    const asked = Date.now();
    if (rolling) return;
    writeState({
      pid: process.pid,
      origin: cluster.origin,
      roll: { asked, state: 'rolling', at: asked, message: '' },
    });
    rolling = rollCluster(cluster);
    rolling.then(
      (report) =>
        writeState({
          pid: process.pid,
          origin: cluster.origin,
          roll: {
            asked,
            state: 'done',
            at: Date.now(),
            message: report.instances
              .map((step) => `${step.old} → ${step.replacement} (old exit ${step.oldExit})`)
              .join(', '),
          },
        }),
      (error: unknown) => {
        console.error('roll failed (the instances not yet replaced keep serving):', error);
        writeState({
          pid: process.pid,
          origin: cluster.origin,
          roll: { asked, state: 'failed', at: Date.now(), message: String(error) },
        });
      },
    );
    void rolling.finally(() => (rolling = null)).catch(() => undefined);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster …');
    rmSync(STATE_FILE, { force: true });
    cluster.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Asks the running cluster to roll (SIGUSR2 to its pid) and waits for the outcome. */
async function roll() {
  const state = readState();
  if (!state) fail(`No cluster is running on port ${port} (no ${STATE_FILE}).`);
  try {
    process.kill(state.pid, 0);
  } catch {
    fail(`The cluster of ${STATE_FILE} (pid ${state.pid}) is not running.`);
  }
  if (state.roll?.state === 'rolling') fail('A roll is already running: its output shows where.');
  const asked = Date.now();
  process.kill(state.pid, 'SIGUSR2');
  console.log(`Rolling upgrade of ${state.origin} (pid ${state.pid}); its output shows each step.`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = readState();
    if (!now) fail('The cluster stopped during the roll.');
    if (now.roll && now.roll.asked >= asked - 1_000 && now.roll.state !== 'rolling') {
      if (now.roll.state === 'failed') fail(`Roll failed: ${now.roll.message}`);
      console.log(`Rolled: ${now.roll.message}`);
      return;
    }
  }
}

function args() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { demo: { type: 'boolean', default: false }, 'mail-to-folder': { type: 'boolean' } },
      strict: true,
    });
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
}
const { values, positionals } = args();
const command = positionals[0];
const run =
  command === 'roll'
    ? roll()
    : command === undefined
      ? start({ demo: values.demo as boolean, mailToFolder: Boolean(values['mail-to-folder']) })
      : fail(USAGE);
run.catch((error: unknown) => {
  console.error(command === 'roll' ? 'Cannot roll:' : 'Cannot start the cluster:', error);
  process.exit(1);
});
