import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/client';
import { FileStoreConflictError } from './db/instances';
import { DEMO_ACCOUNTS } from './db/seed';
import { keepNewFilesPrivate } from './lib/privateFiles';

keepNewFilesPrivate();

const startedAt = performance.now();

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.apiPort, host: config.host });

  const apiUrl = `${app.publicApiUrl()}/api`;
  const lines = [
    '',
    `Bridge to Justice API ready in ${Math.round(performance.now() - startedAt)} ms`,
    `  API:      ${apiUrl}`,
    `  Docs:     ${config.apiDocs ? `${apiUrl}/docs` : 'off (API_DOCS=1 serves them)'}`,
    `  Database: ${app.database.driver === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Mail:     ${app.mailer.mode === 'smtp' ? 'SMTP (SMTP_URL)' : `outbox in ${config.dataDir}/outbox${config.devOutbox ? `, listed at ${apiUrl}/dev/outbox` : ''}`}`,
  ];
  if (config.demoSeed) {
    lines.push('  Demo accounts (created on an empty database):');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.role.padEnd(10)} ${account.email} / ${account.password}`);
  }
  console.log(lines.join('\n') + '\n');

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining: no new connections, finishing in-flight requests');
    // Past DRAIN_TIMEOUT_MS a stuck request must not keep the process (and its connections) forever.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, config.drainTimeoutMs);
    force.unref();
    // The listening socket closes first: a load balancer's next connect is refused and goes to
    // another instance at once, instead of being answered 503 while the queue stops.
    app.server.close();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof FileStoreConflictError
  ) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
