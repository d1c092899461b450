import { createClock } from './lib/clock';
import AjvCompiler from '@fastify/ajv-compiler';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { seedDemoAccounts } from './db/seed';
import { createJwtSigner } from './lib/jwt';
import { REQUEST_ID_HEADER, loggerOptions, requestIdOf } from './lib/logging';
import { openFileStores } from './files';
import { deferRemovalsDuringBackups, prepareBackupSchema } from './backup/runs';
import { startBackupSchedule } from './backup/schedule';
import { startFileSweep, sweepArea, type SweptArea } from './files/sweep';
import { registerInstance } from './db/instances';
import { createSessionCookies } from './lib/sessionCookie';
import { createDownloadSigner } from './lib/signedUrl';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import i18nPlugin, { errorEnvelope, requestLocale } from './plugins/i18n';
import { ApiError, type RefusalStatus } from './lib/apiError';
import messageReminders from './features/messages/messageReminders';
import securityPlugin from './plugins/security';
import swaggerPlugin from './plugins/swagger';
import auditRoutes from './features/audit/plugin';
import casesRoutes from './features/cases/plugin';
import devRoutes from './routes/dev';
import filesRoutes from './routes/files';
import healthRoutes from './routes/health';
import messagesRoutes from './features/messages/plugin';
import documentRequestsPlugin from './features/documentRequests/plugin';
import { DocumentRequestService } from './features/documentRequests/documentRequestService';
import caseDatesRoutes from './features/caseDates/plugin';
import dateReminders from './features/caseDates/dateReminders';
import { CaseDateService } from './features/caseDates/caseDateService';
import notificationRoutes from './features/notifications/plugin';
import smsRoutes from './features/sms/plugin';
import { SmsService } from './features/sms/smsService';
import { createSmsDelivery } from './sms/smsGateway';
import usersRoutes from './features/accounts/plugin';
import { CaseEvents } from './features/cases/caseEvents';
import { CaseNotes } from './features/cases/caseNotes';
import { NotificationService } from './features/notifications/notificationService';
import { CaseService } from './features/cases/caseService';
import { MessageService } from './features/messages/messageService';
import { AccountService } from './features/accounts/accountService';
import { createDelivery } from './mail/mailer';
import { prepareJobSchema } from './jobs/jobQueue';
import { createMailQueue } from './mail/mailQueue';
import { createMetrics } from './metrics/metrics';
import metricsPlugin from './metrics/plugin';
import './types';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  /** Use an already open database (it is still closed with the app). */
  database?: Database;
}

/**
 * Builds the API without listening: opens the database (applying migrations), seeds the demo
 * accounts on an empty database when DEMO_SEED=1, sweeps upload leftovers, and registers every
 * plugin and route. `src/index.ts` listens; the tests listen on port 0.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    // Every log line of a request carries its id (reqId), and the answer says it (x-request-id).
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: JSON_BODY_LIMIT,
    // Behind a load balancer request.ip (rate limits, logs) must be the client's, not the proxy's.
    // A hop count is given as Fastify's own hop rule: its types omit the number form.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Lawyer e-mails travel in a path parameter (GET /cases/assignedTo/{email}).
    routerOptions: { maxParamLength: 300 },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Errors the router raises before any route runs (bad URL, over-long parameter) get the envelope too.
    frameworkErrors: (error, request, reply) => {
      const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const refusal = new ApiError(
        statusCode as RefusalStatus,
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'request.paramTooLong' : 'request.invalidUrl',
      );
      // No route, so no hooks: the language said here.
      (reply as FastifyReply)
        .code(statusCode)
        .header(REQUEST_ID_HEADER, request.id)
        .header('content-language', requestLocale(request))
        .send(errorEnvelope(request, refusal));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  const metrics = createMetrics({ enabled: config.metrics, log: app.log });

  // Query strings and path parameters are text, so they are coerced ("2" → 2); JSON bodies are
  // not: a number where a string belongs is a 400, not a silent conversion.
  const compilers = AjvCompiler();
  const coercing = compilers({}, { customOptions: {} });
  const strict = compilers({}, { customOptions: { coerceTypes: false } });
  app.setValidatorCompiler((route) =>
    route.httpPart === 'body' ? strict(route) : coercing(route),
  );

  let seeded = false;
  const prepare = async (db: Db) => {
    await prepareJobSchema(db);
    await prepareBackupSchema(db);
    if (config.demoSeed) seeded = await seedDemoAccounts(db);
  };
  // A database the caller opened is theirs to have migrated; the rest is prepared here.
  const database = options.database ?? (await openDatabase({ ...config, prepare }));
  if (options.database) await prepare(database.db);
  app.addHook('onClose', async () => database.close());

  try {
    const rawStores = await openFileStores(config.fileStore, config.dataDir, config.maxUploadBytes);
    app.addHook('onClose', async () => rawStores.close());
    // A file whose row goes while a backup copies its snapshot's files is removed after it.
    const stores = deferRemovalsDuringBackups(rawStores, database);
    app.decorate('fileStores', rawStores);
    // Instances sharing a PostgreSQL database must see the same files, or start refused.
    const instance =
      database.driver === 'postgres'
        ? await registerInstance(database, config.fileStore, config.dataDir)
        : null;
    if (instance) app.addHook('preClose', async () => instance.close());
    const files = stores.cases;
    const mailer = await createMailQueue({
      database,
      delivery: createDelivery({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
      }),
      retryLimit: config.mailRetryLimit,
      retryDelaySeconds: config.mailRetryDelaySeconds,
      log: app.log,
      onOutcome: (outcome) => metrics.delivery('email', outcome),
    });
    // Before the database closes: the delivery in flight finishes or goes back to the queue.
    app.addHook('preClose', async () => mailer.stop());
    app.addHook('onReady', async () => mailer.start());
    const sms = await SmsService.open({
      database,
      delivery: createSmsDelivery({
        kannel: config.kannel,
        sender: config.smsSender,
        dataDir: config.dataDir,
      }),
      secret: config.jwtSecret,
      previousSecret: config.jwtPreviousSecret,
      apiUrl: () => app.publicApiUrl(),
      retryLimit: config.smsRetryLimit,
      retryDelaySeconds: config.smsRetryDelaySeconds,
      log: app.log,
      onOutcome: (outcome) => metrics.delivery('sms', outcome),
    });
    app.addHook('preClose', async () => sms.stop());
    app.addHook('onReady', async () => sms.start());
    const accounts = new AccountService(database);
    await accounts.open(app.log);

    app.decorate('config', config);
    app.decorate('clock', createClock());
    app.decorate('database', database);
    app.decorate('files', files);
    app.decorate('mailer', mailer);
    app.decorate('sms', sms);
    const caseEvents = new CaseEvents(database);
    const messages = new MessageService(database, stores.messages, caseEvents);
    const caseService = new CaseService(
      database,
      files,
      messages,
      caseEvents,
      config.caseListCache,
    );
    app.decorate('caseEvents', caseEvents);
    app.decorate('caseNotes', new CaseNotes(database, caseEvents));
    const notifications = new NotificationService(database, mailer, config.appUrl, sms);
    caseEvents.listen(notifications.onEvent);
    app.decorate('notifications', notifications);
    app.decorate('messages', messages);
    app.decorate('caseDates', new CaseDateService(database, caseEvents, notifications, messages));
    app.decorate('caseService', caseService);
    app.decorate(
      'documentRequests',
      new DocumentRequestService(database, caseService, caseEvents, notifications, app.clock),
    );
    app.decorate('accounts', accounts);
    app.decorate('jwt', createJwtSigner(config.jwtSecret, config.jwtTtl, config.jwtPreviousSecret));
    app.decorate(
      'downloads',
      createDownloadSigner(config.jwtSecret, undefined, config.jwtPreviousSecret),
    );
    app.decorate(
      'sessionCookies',
      createSessionCookies(
        config.jwtSecret,
        (config.publicApiUrl ?? '').startsWith('https:'),
        config.jwtPreviousSecret,
      ),
    );
    app.decorate('publicApiUrl', function publicApiUrl() {
      if (config.publicApiUrl) return config.publicApiUrl;
      const address = app.server.address();
      const port = address && typeof address === 'object' ? address.port : config.apiPort;
      return `http://localhost:${port}`;
    });

    if (seeded) app.log.info('seeded the demo accounts');

    await caseService.open(app.log);
    const sweptAreas: SweptArea[] = [
      {
        name: 'cases',
        store: stores.cases,
        referenced: (keys) => caseService.referencedFiles(keys),
      },
      {
        name: 'messages',
        store: stores.messages,
        referenced: (keys) => messages.referencedAttachments(keys),
      },
    ];
    // A disk store this process has alone: what an earlier run left goes now, whatever its age.
    // A bucket, or a folder other running instances share, may hold their uploads in flight, so
    // only the scheduled sweep (with its grace) touches it.
    if (config.fileStore.driver === 'disk' && !instance?.others) {
      for (const area of sweptAreas) {
        const swept = await sweepArea(area, 0);
        if (swept.temp || swept.orphans)
          app.log.warn({ area: area.name, ...swept }, 'removed upload leftovers of an earlier run');
      }
    }
    const fileSweep = await startFileSweep({ database, areas: sweptAreas, log: app.log });
    app.addHook('preClose', async () => fileSweep.stop());
    app.decorate('fileSweep', fileSweep);
    const backupDir = config.backup.dir;
    if (backupDir) {
      const schedule = await startBackupSchedule({
        database,
        stores: rawStores,
        settings: { ...config.backup, dir: backupDir },
        log: app.log,
      });
      app.addHook('preClose', async () => schedule.stop());
      app.decorate('backupSchedule', schedule);
    }

    // First: its hook translates the envelopes of every route and of the 404 handler.
    await app.register(i18nPlugin);
    // Before the routes: its hook times every one of them.
    await app.register(metricsPlugin, {
      metrics,
      caches: {
        case_list: caseService.listCacheCounts,
        case_search: caseService.searchCache.counts,
        account: accounts.accountCacheCounts,
      },
    });
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    await app.register(authPlugin);
    // The API's map is for its developers: a production instance shows it only when asked to.
    if (config.apiDocs) await app.register(swaggerPlugin);
    await app.register(multipart, {
      limits: {
        fileSize: config.maxUploadBytes,
        files: 1,
        fields: 20,
        fieldSize: 100_000,
        parts: 25,
        headerPairs: 100,
      },
    });

    await app.register(usersRoutes, { prefix: '/api/users' });
    await app.register(casesRoutes, { prefix: '/api/cases' });
    await app.register(auditRoutes, { prefix: '/api/audit' });
    await app.register(notificationRoutes, { prefix: '/api' });
    await app.register(filesRoutes, { prefix: '/api/files' });
    await app.register(messagesRoutes, { prefix: '/api' });
    await app.register(smsRoutes, { prefix: '/api' });
    await app.register(messageReminders);
    await app.register(documentRequestsPlugin, { prefix: '/api' });
    await app.register(caseDatesRoutes, { prefix: '/api' });
    await app.register(dateReminders);
    await app.register(healthRoutes, { prefix: '/api' });
    if (config.devOutbox) await app.register(devRoutes, { prefix: '/api/dev' });
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
