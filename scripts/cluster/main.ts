/**
 * `npm run cluster`: PostgreSQL, an S3-compatible server, three API instances and nginx in front
 * of them and of the five apps, on loopback, one origin (CLUSTER_PORT, default 8080). Ctrl+C stops
 * everything it started, by pid.
 */
import { DEMO_ACCOUNTS } from '../../server/src/db/seed';
import { startCluster } from './cluster';

async function main() {
  const cluster = await startCluster({
    instances: Number(process.env.CLUSTER_INSTANCES || 3),
    apps: true,
    port: Number(process.env.CLUSTER_PORT || 8080),
    echo: true,
    prometheus: { port: Number(process.env.CLUSTER_PROMETHEUS_PORT || 0) },
  });
  console.log(`
Bridge to Justice cluster is running:
  Site and API (nginx)  ${cluster.origin}   (API at ${cluster.origin}/api)
  API instances         ${cluster.apis.map((api) => `${api.name} ${api.url} (pid ${api.pid()})`).join(', ')}
  PostgreSQL            ${cluster.databaseUrl}
  Files                 S3 (s3rver) ${cluster.s3.endpoint}, bucket ${cluster.s3.bucket}
  nginx                 pid ${cluster.nginx.pid}
  Prometheus            ${cluster.prometheus!.url} (pid ${cluster.prometheus!.pid}; alerts at ${cluster.prometheus!.url}/alerts)
  Metrics               ${cluster.metricsUrls.map((url) => `${url}/metrics`).join(', ')}
  Demo accounts: ${DEMO_ACCOUNTS.map((account) => `${account.email} / ${account.password}`).join(', ')}
Press Ctrl+C to stop.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster …');
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

main().catch((error: unknown) => {
  console.error('Cannot start the cluster:', error);
  process.exit(1);
});
