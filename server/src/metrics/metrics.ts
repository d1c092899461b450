import { statfs } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';
import { lastGoodBackupAt } from './backupSource';

/**
 * How a message to a person ended: handed on (sent), failed but retried later, or given up; an
 * SMS's operator report adds delivered (or failed: the operator could not deliver it).
 */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'delivered';
/** E-mail and SMS: two channels of the same counter. */
export type DeliveryChannel = 'email' | 'sms';

/** A cache's own tally of lookups, read at each scrape. */
export interface CacheCounts {
  hits: number;
  misses: number;
}

/** What the scrape-time gauges read from the running app. */
export interface MetricSources {
  database: Database;
  dataDir: string;
  caches: Record<string, CacheCounts>;
  /** False while the instance drains: a load balancer sends it nothing more. */
  accepting(): boolean;
}

export interface AppMetrics {
  readonly enabled: boolean;
  readonly registry: Registry;
  /** One answered request: its route pattern (never the raw URL), method and status. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** A request a rate limit turned away (or a mail it skipped), by the limit's name. */
  rateLimitRefused(limit: string): void;
  delivery(channel: DeliveryChannel, outcome: DeliveryOutcome): void;
  /** Connects the gauges read at scrape time to the app's parts. */
  watch(sources: MetricSources): void;
}

/** Request latency buckets (seconds): the fast cached reads up to a slow upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Job states a queue's depth and failures are read in (pg-boss's names). */
const JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;
/** A database that does not answer the scrape's ping within this long counts as down. */
const PING_MS = 2_000;

/**
 * A gauge with no labels that has no sample at all while its value is unknown (prom-client's own
 * prints 0, which would read as "the last backup was in 1970").
 */
class OptionalGauge extends Gauge {
  constructor(
    private readonly options: {
      name: string;
      help: string;
      registers: Registry[];
      read(): Promise<number | null>;
    },
  ) {
    super({ name: options.name, help: options.help, registers: options.registers });
  }

  override async get() {
    const value = await this.options.read();
    this.set(value ?? 0);
    const metric = await super.get();
    return value === null ? { ...metric, values: [] } : metric;
  }
}

/** The metrics off: every call does nothing, and nothing is served. */
function disabledMetrics(): AppMetrics {
  return {
    enabled: false,
    registry: new Registry(),
    request: () => undefined,
    rateLimitRefused: () => undefined,
    delivery: () => undefined,
    watch: () => undefined,
  };
}

/** The memory this process may use: its cgroup's limit when it has one, else the machine's. */
function memoryLimitBytes(): number {
  const total = os.totalmem();
  for (const file of ['/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes']) {
    try {
      const value = Number(readFileSync(file, 'utf8').trim());
      if (Number.isFinite(value) && value > 0) return Math.min(value, total);
    } catch {
      // no such cgroup file (or "max"): the machine's memory is the bound
    }
  }
  return total;
}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The API's Prometheus metrics in a registry of its own (several apps in one process, as in the
 * tests, never mix their counts): request latency by route and status, the database pool, job
 * queues, deliveries, rate-limit refusals, cache lookups, the last good backup, the data dir's
 * disk, and the process's own (memory, CPU, event loop) with their bounds.
 */
export function createMetrics(options: {
  enabled: boolean;
  log?: { warn(obj: object, msg: string): void };
}): AppMetrics {
  if (!options.enabled) return disabledMetrics();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let sources: MetricSources | null = null;

  /** A scrape-time read that failed leaves its gauge empty and says why in the log, once a minute. */
  let lastWarned = 0;
  const failed = (what: string, error: unknown) => {
    if (Date.now() - lastWarned < 60_000) return;
    lastWarned = Date.now();
    options.log?.warn({ err: error, metric: what }, 'metrics: could not read a gauge');
  };

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: 'btj_rate_limit_refusals_total',
    help: 'Requests a rate limit refused (or mails it skipped), by limit',
    labelNames: ['limit'] as const,
    registers,
  });
  const deliveries = new Counter({
    name: 'btj_deliveries_total',
    help: 'Delivery attempts of messages to people, by channel (email, sms) and outcome (sent, retry, failed = retries used up or refused by the operator, delivered = reported delivered by the operator, sms only)',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });
  // Present from the start, so a rate over them is 0 rather than nothing.
  for (const channel of ['email', 'sms'] as const)
    for (const outcome of ['sent', 'retry', 'failed'] as const)
      deliveries.inc({ channel, outcome }, 0);
  deliveries.inc({ channel: 'sms', outcome: 'delivered' }, 0);

  new Counter({
    name: 'btj_cache_lookups_total',
    help: 'Lookups of the in-memory caches, by cache and result (hit, miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, counts] of Object.entries(sources?.caches ?? {})) {
        this.inc({ cache, result: 'hit' }, counts.hits);
        this.inc({ cache, result: 'miss' }, counts.misses);
      }
    },
  });

  new Gauge({
    name: 'btj_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting = queries waiting for one, max)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      if (!sources) return;
      const pool = (sources.database.db as unknown as { $client: pg.Pool }).$client;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
      this.set({ state: 'max' }, pool.options.max ?? 10);
    },
  });

  new Gauge({
    name: 'btj_job_queue_jobs',
    help: 'Jobs in each pg-boss queue by state: created and retry are the depth, failed the ones whose retries ran out (kept until archived)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      if (!sources) return;
      try {
        const rows = await within(
          PING_MS,
          sources.database.rows<{ queue: string; state: string; jobs: number }>(sql`
            select q.name as queue, s.state, count(j.id)::int as jobs
            from pgboss.queue q
            cross join unnest(array['created', 'retry', 'active', 'failed']) as s(state)
            left join pgboss.job j on j.name = q.name and j.state::text = s.state
            group by q.name, s.state`),
        );
        for (const row of rows) {
          if ((JOB_STATES as readonly string[]).includes(row.state))
            this.set({ queue: row.queue, state: row.state }, Number(row.jobs));
        }
      } catch (error) {
        failed('btj_job_queue_jobs', error);
      }
    },
  });

  registry.registerMetric(
    new OptionalGauge({
      name: 'btj_backup_last_success_timestamp_seconds',
      help: 'When the last good backup finished (Unix time); absent while none is known',
      registers: [],
      async read() {
        if (!sources) return null;
        try {
          const at = await within(PING_MS, lastGoodBackupAt(sources.database));
          return at ? at.getTime() / 1000 : null;
        } catch (error) {
          failed('btj_backup_last_success_timestamp_seconds', error);
          return null;
        }
      },
    }),
  );

  new Gauge({
    name: 'btj_ready',
    help: '1 when this instance takes traffic (not draining, database answering), else 0',
    registers,
    async collect() {
      if (!sources) return this.set(0);
      if (!sources.accepting()) return this.set(0);
      try {
        await within(PING_MS, sources.database.ping());
        this.set(1);
      } catch {
        this.set(0);
      }
    },
  });

  const filesystem = (
    name: string,
    help: string,
    pick: (s: { bsize: number; blocks: number; bavail: number }) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.reset();
        if (!sources) return;
        try {
          this.set(pick(await statfs(sources.dataDir)));
        } catch (error) {
          failed(name, error);
        }
      },
    });
  filesystem(
    'btj_data_dir_filesystem_size_bytes',
    'Size of the filesystem DATA_DIR is on (embedded database, uploads, temp files)',
    (s) => s.bsize * s.blocks,
  );
  filesystem(
    'btj_data_dir_filesystem_avail_bytes',
    'Bytes free for this process on the filesystem DATA_DIR is on',
    (s) => s.bsize * s.bavail,
  );

  const memoryLimit = memoryLimitBytes();
  new Gauge({
    name: 'btj_memory_limit_bytes',
    help: "The memory this process may use: its cgroup's limit, or the machine's memory",
    registers,
    collect() {
      this.set(memoryLimit);
    },
  });
  new Gauge({
    name: 'btj_heap_limit_bytes',
    help: "V8's heap size limit for this process (past it, the process dies out of memory)",
    registers,
    collect() {
      this.set(v8.getHeapStatistics().heap_size_limit);
    },
  });

  return {
    enabled: true,
    registry,
    request(route, method, status, seconds) {
      requests.observe({ route, method, status_code: String(status) }, seconds);
    },
    rateLimitRefused(limit) {
      refusals.inc({ limit });
    },
    delivery(channel, outcome) {
      deliveries.inc({ channel, outcome });
    },
    watch(watched) {
      sources = watched;
    },
  };
}
