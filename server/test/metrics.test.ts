/**
 * The operator's metrics: Prometheus text on METRICS_PORT (a listener of its own) and, for the
 * bearer of METRICS_TOKEN, at GET /api/metrics; refused to anyone else. Every counter is read
 * before and after real requests to the real server, so each one is seen to move.
 */
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config';
import { login, newClient, registration, startTestApi, type TestApi } from './helpers/context';
import { waitFor } from './helpers/smtp';
import { testDriver } from './helpers/testDatabase';

const TOKEN = randomBytes(32).toString('base64url');

/** One sample of the exposition text: `name{labels} value`, its labels as given. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    assert.ok(match, `a well-formed exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

const has = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.some(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

describe(`metrics on ${testDriver}`, () => {
  let api: TestApi;
  let scrapeUrl: string;

  /** What the operator's scraper reads, on the metrics port. */
  async function scrape(): Promise<Sample[]> {
    const response = await fetch(`${scrapeUrl}/metrics`);
    assert.equal(response.status, 200, 'the metrics port answers');
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    return parse(await response.text());
  }

  before(async () => {
    api = await startTestApi({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN, RATE_LIMIT_MAX: '3' });
    const url = api.app.metricsUrl();
    assert.ok(url, 'the metrics listener listens');
    scrapeUrl = url;
  });
  after(async () => api?.close());

  test('GET /api/metrics on the public port is refused without the operator token, and served with it', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: 'Bearer wrong-token-wrong-token-wrong-token-0123' },
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${TOKEN}x` },
    ]) {
      const refused = await api.http.get('/api/metrics', { headers });
      assert.equal(refused.status, 403, `refused with ${JSON.stringify(headers)}`);
      assert.doesNotMatch(refused.text, /http_request_duration_seconds/);
    }
    const served = await api.http.get('/api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    assert.equal(served.status, 200, served.text);
    assert.match(served.text, /^# HELP http_request_duration_seconds /m);
    assert.equal(served.headers.get('cache-control'), 'no-store');
  });

  test('without METRICS_TOKEN the API port serves no metrics at all; the metrics port serves only them', async () => {
    const plain = await startTestApi({ METRICS_PORT: '0' });
    try {
      const refused = await plain.http.get('/api/metrics', {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      assert.equal(refused.status, 404, refused.text);
      const metricsUrl = plain.app.metricsUrl()!;
      assert.notEqual(new URL(metricsUrl).port, new URL(plain.baseUrl).port);
      assert.equal((await fetch(`${metricsUrl}/metrics`)).status, 200);
      assert.equal((await fetch(`${metricsUrl}/api/health`)).status, 404, 'no API there');
      assert.equal((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status, 404);
    } finally {
      await plain.close();
    }
  });

  test('request latency is counted by route pattern, method and status, never by raw URL', async () => {
    const admin = await login(api.http, 'admin@example.com', 'Admin@12345');
    const probe = `/api/no-such-route-${randomUUID()}`;
    const before = await scrape();
    const loginRoute = { route: '/api/users/login', method: 'POST', status_code: '200' };
    const listRoute = { route: '/api/cases', method: 'GET', status_code: '200' };
    await login(api.http, 'admin@example.com', 'Admin@12345');
    assert.equal((await api.http.get('/api/cases/', { token: admin.token })).status, 200);
    assert.equal((await api.http.get('/api/cases/', { token: admin.token })).status, 200);
    assert.equal((await api.http.get(probe)).status, 404);
    const oneCase = await api.http.get(`/api/cases/${randomUUID()}/timeline`, {
      token: admin.token,
    });
    const after = await scrape();

    const count = (samples: Sample[], labels: Record<string, string>) =>
      total(samples, 'http_request_duration_seconds_count', labels);
    assert.equal(count(after, loginRoute) - count(before, loginRoute), 1, 'one login');
    assert.equal(count(after, listRoute) - count(before, listRoute), 2, 'two list reads');
    const unmatched = { route: 'unmatched', method: 'GET', status_code: '404' };
    assert.equal(count(after, unmatched) - count(before, unmatched), 1, 'the unknown URL');
    const timeline = {
      route: '/api/cases/:id/timeline',
      method: 'GET',
      status_code: String(oneCase.status),
    };
    assert.equal(count(after, timeline) - count(before, timeline), 1, 'by its pattern');
    const text = await (await fetch(`${scrapeUrl}/metrics`)).text();
    assert.ok(!text.includes(probe.slice(5)), 'the raw URL is no label');
    assert.doesNotMatch(text, /route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}-/, 'no id in a route label');
    // The histogram's buckets are there for the p99 (le="+Inf" equals the count).
    assert.equal(
      total(after, 'http_request_duration_seconds_bucket', { ...listRoute, le: '+Inf' }),
      count(after, listRoute),
    );
  });

  test('cache lookups count hits and misses: the account cache and the case-list cache', async () => {
    const owner = await newClient(api.http, 'metrics.cache@example.com');
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      const mine = await api.http.get(`/api/cases/${owner.userId}`, { token: owner.token });
      assert.equal(mine.status, 200, mine.text);
    }
    const after = await scrape();
    const delta = (cache: string, result: string) =>
      total(after, 'btj_cache_lookups_total', { cache, result }) -
      total(before, 'btj_cache_lookups_total', { cache, result });
    assert.ok(delta('account', 'hit') >= 2, `account hits: ${delta('account', 'hit')}`);
    assert.ok(delta('case_list', 'hit') >= 2, `list hits: ${delta('case_list', 'hit')}`);
    assert.ok(delta('case_list', 'miss') <= 1, `list misses: ${delta('case_list', 'miss')}`);
    assert.ok(has(after, 'btj_cache_lookups_total', { cache: 'case_search' }), 'search cache');
  });

  test('a mail sent counts as an e-mail delivery; the mail queue shows its depth by state', async () => {
    const sent = { channel: 'email', outcome: 'sent' };
    const before = await scrape();
    const email = `metrics.mail.${randomUUID()}@example.com`;
    const registered = await api.http.post('/api/users/register', { json: registration(email) });
    assert.equal(registered.status, 201, registered.text);
    const after = await waitFor(async () => {
      const samples = await scrape();
      return total(samples, 'btj_deliveries_total', sent) >
        total(before, 'btj_deliveries_total', sent)
        ? samples
        : null;
    }, 'the verification mail counted as sent');
    assert.equal(total(after, 'btj_deliveries_total', { channel: 'email', outcome: 'retry' }), 0);
    for (const state of ['created', 'retry', 'active', 'failed'])
      assert.ok(has(after, 'btj_job_queue_jobs', { queue: 'mail', state }), `mail ${state}`);
    assert.ok(has(after, 'btj_job_queue_jobs', { queue: 'files-sweep' }), 'every queue');
  });

  test('a rate-limit refusal is counted by its limit', async () => {
    const limit = { limit: 'login-ip-email' };
    const before = await scrape();
    const body = { email: 'metrics.limited@example.com', password: 'Wrong@12345' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await api.http.post('/api/users/login', { json: body })).status);
    assert.deepEqual(statuses, [401, 401, 401, 429]);
    const after = await scrape();
    assert.equal(
      total(after, 'btj_rate_limit_refusals_total', limit) -
        total(before, 'btj_rate_limit_refusals_total', limit),
      1,
    );
  });

  test('the pool, readiness, memory and disk are read with their bounds', async () => {
    const samples = await scrape();
    assert.ok(total(samples, 'btj_db_pool_connections', { state: 'max' }) >= 1, 'pool max');
    assert.ok(has(samples, 'btj_db_pool_connections', { state: 'waiting' }), 'pool waiting');
    assert.equal(total(samples, 'btj_ready'), 1);
    assert.ok(total(samples, 'process_resident_memory_bytes') > 10 * 1024 * 1024, 'rss');
    assert.ok(
      total(samples, 'btj_memory_limit_bytes') > total(samples, 'process_resident_memory_bytes'),
      'the memory bound is above what the process uses',
    );
    assert.ok(total(samples, 'btj_heap_limit_bytes') > 0, 'heap limit');
    const size = total(samples, 'btj_data_dir_filesystem_size_bytes');
    const avail = total(samples, 'btj_data_dir_filesystem_avail_bytes');
    assert.ok(size > 0 && avail > 0 && avail <= size, `disk ${avail} of ${size}`);
  });

  test('the last good backup: absent before any, then the newest good one', async () => {
    const database = api.app.database;
    await database.rows(sql`delete from backup.runs`);
    assert.ok(!has(await scrape(), 'btj_backup_last_success_timestamp_seconds'), 'none yet');
    try {
      await database.rows(sql`insert into backup.runs (state, finished_at) values
        ('good', '2026-11-26T02:00:00Z'), ('failed', '2026-11-27T02:00:00Z'),
        ('good', '2026-11-25T02:00:00Z')`);
      assert.equal(
        total(await scrape(), 'btj_backup_last_success_timestamp_seconds'),
        Date.parse('2026-11-26T02:00:00Z') / 1000,
      );
    } finally {
      await database.rows(sql`delete from backup.runs`);
    }
  });
});

describe('metrics and log settings', () => {
  const base = {
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    API_PORT: '4100',
  };
  const refused = (env: Record<string, string>, message: RegExp) =>
    assert.throws(
      () => loadConfig({ ...base, DATA_DIR: os.tmpdir(), ...env }),
      (error: unknown) => error instanceof ConfigError && message.test(error.message),
    );

  test('a short METRICS_TOKEN, a METRICS_PORT equal to API_PORT and an unknown LOG_FORMAT are refused', () => {
    refused({ METRICS_TOKEN: 'short-token' }, /^METRICS_TOKEN must be at least 32 characters$/);
    refused({ METRICS_PORT: '4100' }, /^METRICS_PORT must differ from API_PORT/);
    refused({ METRICS_PORT: 'nine' }, /^METRICS_PORT must be an integer between 0 and 65535/);
    refused({ LOG_FORMAT: 'yaml' }, /^LOG_FORMAT must be one of json, pretty \(got "yaml"\)$/);
  });

  test('by default: metrics collected, served nowhere, logs as JSON', () => {
    const config = loadConfig({ ...base, DATA_DIR: os.tmpdir() });
    assert.equal(config.metrics, true);
    assert.equal(config.metricsPort, null);
    assert.equal(config.metricsToken, null);
    assert.equal(config.logFormat, 'json');
    assert.equal(loadConfig({ ...base, DATA_DIR: os.tmpdir(), METRICS: 'off' }).metrics, false);
  });
});
