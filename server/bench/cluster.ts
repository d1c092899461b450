/**
 * `npm run bench -- cluster`: the cluster of `npm run cluster` with 1, 2 and 3 API instances behind
 * nginx, autocannon through nginx for CLUSTER_BENCH_S seconds (default 10) per scenario:
 *   - a client's own cases, first page of 10 (the client owns 20 cases),
 *   - a case submission with a 1 MB PDF (multipart, each request a new case and object).
 * With each run the CPU: the machine's busy share of its cores (/proc/stat) and each API
 * instance's own (/proc/<pid>/stat). Prints a table and writes .bench/cluster.json.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster';
import { REPO_ROOT } from '../src/config';
import { RAISED_LIMITS, newClient } from '../test/helpers/context';
import { caseForm, sample, validCase } from '../test/helpers/files';
import { client } from '../test/helpers/http';

const SECONDS = Number(process.env.CLUSTER_BENCH_S ?? 10);
const CONNECTIONS = Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 20);
const OWN_CASES = 20;
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Run {
  scenario: string;
  instances: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Busy share of the whole machine (all cores), percent. */
  machineCpu: number;
  /** Each API instance's CPU, percent of one core. */
  apiCpu: number[];
}

function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

function processTicks(pid: number | null): number {
  if (pid === null) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

async function measure(
  cluster: Cluster,
  scenario: string,
  options: { url: string; method?: string; headers: Record<string, string>; body?: Buffer },
): Promise<Run> {
  const machineBefore = machineTicks();
  const pids = cluster.apis.map((api) => api.pid());
  const before = pids.map(processTicks);
  const started = Date.now();
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    // autocannon sends a Buffer body as is (its types here declare a string).
    body: options.body as unknown as string,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const seconds = (Date.now() - started) / 1000;
  const machineAfter = machineTicks();
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    scenario,
    instances: cluster.apis.length,
    requests: result.requests.total,
    rps: round(result.requests.total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    machineCpu: round(
      (100 * (machineAfter.busy - machineBefore.busy)) / (machineAfter.total - machineBefore.total),
    ),
    apiCpu: pids.map((pid, i) =>
      round((100 * (processTicks(pid) - before[i]!)) / TICKS_PER_SECOND / seconds),
    ),
  };
}

async function benchInstances(instances: number): Promise<Run[]> {
  console.log(`\n=== cluster bench: ${instances} API instance(s) behind nginx ===`);
  const cluster = await startCluster({
    instances,
    // Its clients register and follow the mailed link from the outbox.
    demo: true,
    env: { ...RAISED_LIMITS, RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'error' },
  });
  try {
    const http = client(cluster.origin);
    const owner = await newClient(http, `bench.cluster.${instances}@example.com`);
    for (let i = 0; i < OWN_CASES; i++) {
      const created = await http.post('/api/cases/register', {
        token: owner.token,
        form: caseForm(validCase, { bytes: sample.pdf(), name: `own-${i}.pdf` }),
      });
      if (created.status !== 201) throw new Error(`seed case: ${created.text}`);
    }
    const auth = { authorization: `Bearer ${owner.token}` };
    const list = await measure(cluster, 'list own cases', {
      url: `${cluster.origin}/api/cases/${owner.userId}?page=1&limit=10`,
      headers: auth,
    });
    const file = Buffer.concat([
      sample.pdf(),
      Buffer.alloc(1024 * 1024 - sample.pdf().length, 0x20),
    ]);
    const form = new Response(caseForm(validCase, { bytes: file, name: 'one-megabyte.pdf' }));
    const submit = await measure(cluster, 'submit a case with a 1 MB file', {
      url: `${cluster.origin}/api/cases/register`,
      method: 'POST',
      headers: { ...auth, 'content-type': form.headers.get('content-type') ?? '' },
      body: Buffer.from(await form.arrayBuffer()),
    });
    return [list, submit];
  } finally {
    await cluster.stop();
  }
}

const runs: Run[] = [];
for (const instances of [1, 2, 3]) runs.push(...(await benchInstances(instances)));
console.log(
  `\nCluster bench (${os.cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s each):`,
);
console.table(
  runs.map((run) => ({
    scenario: run.scenario,
    instances: run.instances,
    'req/s': run.rps,
    'p50 ms': run.p50,
    'p99 ms': run.p99,
    errors: run.errors + run.non2xx,
    'machine CPU %': run.machineCpu,
    'API CPU % (each)': run.apiCpu.join(' / '),
  })),
);
await mkdir(path.join(REPO_ROOT, '.bench'), { recursive: true });
await writeFile(
  path.join(REPO_ROOT, '.bench', 'cluster.json'),
  JSON.stringify(
    {
      when: new Date().toISOString(),
      cores: os.cpus().length,
      loadAverage: os.loadavg()[0],
      connections: CONNECTIONS,
      seconds: SECONDS,
      runs,
    },
    null,
    2,
  ),
);
