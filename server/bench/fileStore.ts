/**
 * The file store bench: a 10 MB PDF uploaded as a case submission, 10 times one
 * after the other and then 4 at once, on the disk driver and on the S3 driver (s3rver in its own
 * process, on loopback). Reports upload throughput (MB/s, median of the sequential runs; the
 * concurrent round's aggregate) and the API process's RSS: before the uploads and its peak while
 * they run (sampled from /proc every 10 ms), so the growth shows what one upload holds in memory.
 * `npm run bench:files -w server` alone, or at the end of `npm run bench -w server`; writes
 * .bench/files.json at the repository root.
 */
import { readFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../src/config';
import { newClient } from '../test/helpers/context';
import { caseForm, validCase } from '../test/helpers/files';
import { client } from '../test/helpers/http';
import { startS3, type S3Server } from '../test/helpers/s3Server';
import { freePort, startServer, type ServerProcess } from '../test/helpers/serverProcess';

const FILE_BYTES = 10_000_000;
const SEQUENTIAL = 10;
const CONCURRENT = 4;

export interface FileStoreBench {
  driver: 'disk' | 's3';
  fileMb: number;
  sequential: { uploads: number; medianMs: number; mbPerSecond: number };
  concurrent: { uploads: number; totalMs: number; mbPerSecond: number };
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples the process's RSS until stopped; answers the highest reading. */
function sampleRss(pid: number): { stop(): Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await rssMb(pid).catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}

async function benchDriver(driver: 'disk' | 's3'): Promise<FileStoreBench> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-bench-files-'));
  let s3: S3Server | null = null;
  let server: ServerProcess | null = null;
  try {
    if (driver === 's3') s3 = await startS3();
    const port = await freePort();
    server = await startServer({
      API_PORT: String(port),
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...(s3 ? s3.env() : {}),
    });
    const http = client(server.baseUrl);
    const owner = await newClient(http, `bench.files.${driver}@example.com`);
    const bytes = Buffer.alloc(FILE_BYTES, 0x20);
    bytes.write('%PDF-1.4\n', 0);
    const upload = async () => {
      const answer = await http.post('/api/cases/register', {
        token: owner.token,
        form: caseForm(validCase, { bytes, name: 'bench.pdf' }),
      });
      if (answer.status !== 201)
        throw new Error(`upload answered ${answer.status}: ${answer.text}`);
    };
    await upload(); // warm-up: the first request compiles the route and opens the sockets
    const pid = server.child.pid as number;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rssBeforeMb = await rssMb(pid);
    const sampler = sampleRss(pid);
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const started = performance.now();
      await upload();
      times.push(performance.now() - started);
    }
    const startedAll = performance.now();
    await Promise.all(Array.from({ length: CONCURRENT }, upload));
    const totalMs = performance.now() - startedAll;
    const rssPeakMb = await sampler.stop();
    times.sort((a, b) => a - b);
    const medianMs = times[Math.floor(times.length / 2)] as number;
    const mb = FILE_BYTES / 1e6;
    const result: FileStoreBench = {
      driver,
      fileMb: mb,
      sequential: {
        uploads: SEQUENTIAL,
        medianMs: Math.round(medianMs),
        mbPerSecond: Math.round((mb / (medianMs / 1000)) * 10) / 10,
      },
      concurrent: {
        uploads: CONCURRENT,
        totalMs: Math.round(totalMs),
        mbPerSecond: Math.round(((mb * CONCURRENT) / (totalMs / 1000)) * 10) / 10,
      },
      rssBeforeMb: Math.round(rssBeforeMb),
      rssPeakMb: Math.round(rssPeakMb),
      rssGrowthMb: Math.round(rssPeakMb - rssBeforeMb),
    };
    console.log(
      `  ${driver}: ${result.sequential.mbPerSecond} MB/s one at a time (median ${result.sequential.medianMs} ms per ${mb} MB), ` +
        `${result.concurrent.mbPerSecond} MB/s with ${CONCURRENT} at once; API RSS ${result.rssBeforeMb} MB before, ` +
        `${result.rssPeakMb} MB at peak (+${result.rssGrowthMb} MB)`,
    );
    return result;
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await s3?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Both drivers, one after the other; writes .bench/files.json. */
export async function benchFileStores(): Promise<FileStoreBench[]> {
  console.log(
    `\n=== file store: ${FILE_BYTES / 1e6} MB uploads, ${SEQUENTIAL} in turn + ${CONCURRENT} at once ===`,
  );
  const results = [await benchDriver('disk'), await benchDriver('s3')];
  await mkdir(path.join(REPO_ROOT, '.bench'), { recursive: true });
  await writeFile(
    path.join(REPO_ROOT, '.bench', 'files.json'),
    JSON.stringify({ when: new Date().toISOString(), results }, null, 2),
  );
  return results;
}

// Run on its own (npm run bench:files) or imported by bench/run.ts.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await benchFileStores();
