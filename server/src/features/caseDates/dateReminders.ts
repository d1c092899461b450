import type { FastifyInstance } from 'fastify';

/**
 * The reminder scan of case dates, every DATE_REMINDER_CHECK_MS while the app runs, on the app's
 * clock: a tick only looks; the claim and the queued notice commit together, so a missed tick, a
 * crash or a second process loses or doubles nothing.
 */
export default async function dateReminders(app: FastifyInstance) {
  const { config, caseDates } = app;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = caseDates
      .queueDueReminders(app.clock.now())
      .catch((error: unknown) => app.log.warn({ err: error }, 'date reminder scan failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, config.dateReminderCheckMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
