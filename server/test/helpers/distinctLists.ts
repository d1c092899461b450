import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

/** One client's distinct list pages may grow the server's resident memory by this much at most. */
export const MAX_LIST_RSS_GROWTH_MB = 64;

export interface DistinctListsRss {
  requests: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  beforeMb: number;
  afterMb: number;
  peakMb: number;
  growthMb: number;
  seconds: number;
}

export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
}

/**
 * One client asks for 10 000 distinct pages of its own list (page 1…100 × limit 1…100) and the
 * server's resident memory (VmRSS of `pid`) is read before and after: the measure both the memory
 * test and the bench use.
 *
 * The baseline comes after a warm-up with the apps' page sizes and the largest answers the API
 * gives, 4 at a time: the heap and the allocator grow once to carry those, whoever asks. Where the
 * caller can ask the server for a full collection (the memory test, through the inspector), both
 * readings come after one: without it the same code read +11 to +80 MB, by when V8 had last
 * collected. Otherwise the end is read once the idle server has had up to 15 s. What remains is
 * what the server kept.
 */
export async function distinctListsRss(options: {
  baseUrl: string;
  pid: number;
  token: string;
  userId: string;
  concurrency?: number;
  /** A full collection in the server before each reading, when the caller can ask for one. */
  collectGarbage?: () => Promise<void>;
}): Promise<DistinctListsRss> {
  const { baseUrl, pid, token, userId, concurrency = 4 } = options;
  const settledRssMb = async () => {
    await options.collectGarbage?.();
    return rssMb(pid);
  };
  const statuses: Record<string, number> = {};
  const list = async (page: number, limit: number) => {
    const answer = await fetch(`${baseUrl}/api/cases/${userId}?page=${page}&limit=${limit}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await answer.arrayBuffer();
    return answer.status;
  };

  for (let page = 1; page <= 20; page++) for (const limit of [3, 10]) await list(page, limit);
  for (let round = 0; round < 10; round++)
    await Promise.all([1, 2, 1, 2].map((page) => list(page, 100)));
  const beforeMb = await settledRssMb();

  const started = performance.now();
  const keys: [number, number][] = [];
  for (let limit = 1; limit <= 100; limit++)
    for (let page = 1; page <= 100; page++) keys.push([page, limit]);
  let next = 0;
  let peakMb = beforeMb;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < keys.length) {
        const [page, limit] = keys[next++]!;
        const status = await list(page, limit);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (next % 500 === 0) peakMb = Math.max(peakMb, await rssMb(pid));
      }
    }),
  );
  const seconds = Math.round((performance.now() - started) / 100) / 10;

  let afterMb = await settledRssMb();
  for (let waited = 0; waited < 15_000 && afterMb - beforeMb > MAX_LIST_RSS_GROWTH_MB;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    waited += 500;
    peakMb = Math.max(peakMb, afterMb);
    afterMb = await rssMb(pid);
  }
  peakMb = Math.max(peakMb, afterMb);
  return {
    requests: keys.length,
    statuses,
    beforeMb,
    afterMb,
    peakMb,
    growthMb: afterMb - beforeMb,
    seconds,
  };
}
