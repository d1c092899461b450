import { DEFAULT_LOCALE, t, type Locale } from '../../i18n';
import { composeMail, escapeHtml, type MailMessage } from '../../mail/mailer';

/** The reminder: a link to the thread, never the message itself (it may be about a rape case). */
export function reminderMail(
  to: string,
  firstName: string,
  link: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  return composeMail({
    to,
    locale,
    firstName,
    subject: t(locale, 'mail.reminder.subject'),
    blocks: [
      {
        text: `${t(locale, 'mail.reminder.body')} ${t(locale, 'mail.reminder.signInHere')}`,
        html: escapeHtml(t(locale, 'mail.reminder.body')),
      },
      {
        text: link,
        html: `<a href="${escapeHtml(link)}">${escapeHtml(t(locale, 'mail.reminder.link'))}</a>`,
      },
    ],
  });
}
