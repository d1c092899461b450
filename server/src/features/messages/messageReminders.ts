import type { FastifyInstance } from 'fastify';
import { reminderMail } from './reminderMail';

/**
 * The reminder scan of case messages, every MESSAGE_REMINDER_CHECK_MS while the app runs: a tick
 * only looks; the claim and the queued mail commit together, so a missed tick, a crash or a
 * second process loses or doubles nothing.
 */
export default async function messageReminders(app: FastifyInstance) {
  const { config, messages } = app;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = messages
      .queueDueReminders({
        // A client who chose the phone is reminded by SMS; everyone else by mail.
        remind: async (reminder, link, tx) => {
          const texted = await app.notifications.textInsteadOfMail(tx, reminder.userId, {
            kind: 'message_unread',
            caseId: reminder.caseId,
            reference: reminder.reference,
          });
          if (!texted)
            await app.mailer.send(
              reminderMail(reminder.email, reminder.firstName, link, reminder.locale),
              { tx },
            );
        },
        appUrl: config.appUrl,
        reminderMs: config.messageReminderMs,
        now: app.clock.now(),
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'message reminder scan failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, config.messageReminderCheckMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
