import type { FastifyInstance } from 'fastify';

/**
 * The scan for late document requests, every DOCUMENT_REMINDER_CHECK_MS while the app runs: a
 * tick only looks; each reminder's claim and its queued notice commit together, so a missed tick,
 * a crash or a second process loses or doubles nothing.
 */
export default async function documentReminders(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = app.documentRequests
      .queueDueReminders()
      .catch((error: unknown) => app.log.warn({ err: error }, 'document reminder scan failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, app.config.documentReminderCheckMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
