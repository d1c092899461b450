/**
 * A rolling upgrade of the cluster's API instances: each one in turn is replaced by a process
 * started from the code now on disk, with no request refused and none lost.
 *
 * For each instance: start its replacement on a free port and wait until /api/ready answers (the
 * first replacement applies the new release's migrations, while the old instances keep serving:
 * docs/operations.md says how a migration is written for that); put the replacement in nginx's
 * upstream in place of the old one and reload nginx, waiting until the old workers have finished
 * every request they hold; only then SIGTERM the old instance, which nginx no longer sends
 * anything, and wait for its clean exit (its own drain finishes what is left within
 * DRAIN_TIMEOUT_MS). The cluster never has fewer instances serving than it had.
 */
import type { ApiInstance } from './apiInstance';
import type { Cluster } from './cluster';
import type { PrometheusTarget } from './prometheus';

export interface RolledInstance {
  old: string;
  replacement: string;
  /** The old process's exit: 0 when it drained and closed cleanly. */
  oldExit: number | string | null;
  ms: number;
}

export interface RollReport {
  instances: RolledInstance[];
  ms: number;
}

/** Every serving instance's metrics listener, as Prometheus scrapes them. */
export function metricsTargets(cluster: Cluster): PrometheusTarget[] {
  return cluster.apis.map((api, i) => ({
    name: api.name,
    address: new URL(cluster.metricsUrls[i]!).host,
  }));
}

/** Generation suffix of an instance name: api-1 → api-1.2 → api-1.3. */
function nextName(name: string): string {
  const match = /^(.*)\.(\d+)$/.exec(name);
  return match ? `${match[1]}.${Number(match[2]) + 1}` : `${name}.2`;
}

export async function rollCluster(
  cluster: Cluster,
  log: (line: string) => void = console.log,
): Promise<RollReport> {
  const started = Date.now();
  const say = (line: string) =>
    log(`roll +${((Date.now() - started) / 1000).toFixed(1)} s: ${line}`);
  const rolled: RolledInstance[] = [];
  for (let i = 0; i < cluster.apis.length; i++) {
    const stepStarted = Date.now();
    const old = cluster.apis[i]!;
    const { api: replacement, dataDir, metricsUrl } = await cluster.newInstance(nextName(old.name));
    say(`starting ${replacement.name} on ${replacement.url} to replace ${old.name}`);
    await replacement.start();
    say(`${replacement.name} ready; swapping it in for ${old.name} in nginx`);
    const ports = cluster.apis.map((api: ApiInstance, j) =>
      j === i ? replacement.port : api.port,
    );
    await cluster.nginx.setApiPorts(ports);
    // From here the cluster (and its stop) owns the replacement; the old one is out of nginx.
    cluster.apis[i] = replacement;
    cluster.dataDirs[i] = dataDir;
    // Prometheus follows the swap: it scrapes the replacement and drops the old one, which then
    // leaves no "instance down" behind.
    cluster.metricsUrls[i] = metricsUrl;
    await cluster.prometheus?.setTargets(metricsTargets(cluster));
    say(`${replacement.name} serves; ${old.name} out of nginx, draining (SIGTERM)`);
    const oldExit = await old.stop('SIGTERM');
    if (oldExit !== 0)
      say(`${old.name} exited with ${oldExit}, not 0:\n${old.output().slice(-2_000)}`);
    rolled.push({
      old: old.name,
      replacement: replacement.name,
      oldExit,
      ms: Date.now() - stepStarted,
    });
  }
  const report = { instances: rolled, ms: Date.now() - started };
  say(
    `done in ${(report.ms / 1000).toFixed(1)} s: ${rolled.map((step) => `${step.old} → ${step.replacement} (exit ${step.oldExit})`).join(', ')}`,
  );
  return report;
}
