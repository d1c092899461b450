import { caseStatusCode, type NotificationKind } from 'shared-contract';
import { DEFAULT_LOCALE, t, tHtml, type Locale, type MessageKey } from '../../i18n';
import { formatDateTime } from '../../mail/mailDate';
import { composeMail, escapeHtml, type MailMessage } from '../../mail/mailer';

/** Each kind's subject and sentence in the catalogues. */
const KEYS: Record<NotificationKind, { subject: MessageKey; sentence: MessageKey }> = {
  case_received: {
    subject: 'mail.notification.caseReceived.subject',
    sentence: 'mail.notification.caseReceived.sentence',
  },
  case_assigned: {
    subject: 'mail.notification.caseAssigned.subject',
    sentence: 'mail.notification.caseAssigned.sentence',
  },
  case_status_changed: {
    subject: 'mail.notification.statusChanged.subject',
    sentence: 'mail.notification.statusChanged.sentence',
  },
  message_received: {
    subject: 'mail.notification.messageReceived.subject',
    sentence: 'mail.notification.messageReceived.sentence',
  },
  case_assigned_to_you: {
    subject: 'mail.notification.assignedToYou.subject',
    sentence: 'mail.notification.assignedToYou.sentence',
  },
  date_scheduled: {
    subject: 'mail.notification.dateScheduled.subject',
    sentence: 'mail.notification.dateScheduled.sentence',
  },
  date_changed: {
    subject: 'mail.notification.dateChanged.subject',
    sentence: 'mail.notification.dateChanged.sentence',
  },
  date_reminder: {
    subject: 'mail.notification.dateReminder.subject',
    sentence: 'mail.notification.dateReminder.sentence',
  },
  document_requested: {
    subject: 'mail.notification.documentRequested.subject',
    sentence: 'mail.notification.documentRequested.sentence',
  },
  document_reminder: {
    subject: 'mail.notification.documentReminder.subject',
    sentence: 'mail.notification.documentReminder.sentence',
  },
};

/**
 * A status in the recipient's language, in the words every screen uses (caseStatusCode: a new
 * case's `pending` and the admin's `Pending` are one status); a word outside the firm's statuses
 * as the firm set it.
 */
function statusIn(locale: Locale, status: string): string {
  return t(locale, 'mail.notification.status', { status: caseStatusCode(status), raw: status });
}

/**
 * What a notification says: the reference and what happened, never the case's or a message's
 * text (a new status is the firm's word for where the case stands, shown as it was set).
 */
export function notificationSentence(
  kind: NotificationKind,
  reference: string,
  status: string | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (kind === 'case_status_changed' && status)
    return t(locale, 'mail.notification.statusChangedTo.sentence', {
      reference,
      status: statusIn(locale, status),
    });
  return t(locale, KEYS[kind].sentence, { reference });
}

/**
 * A notification e-mail in the recipient's language: plain accessible HTML and text, when it
 * happened (Kigali time), one link to the app, no case text.
 */
export function notificationMail(options: {
  to: string;
  firstName: string;
  locale: Locale;
  kind: NotificationKind;
  reference: string;
  status: string | null;
  at: Date;
  link: string;
  profileLink: string;
}): MailMessage {
  const { locale, link, profileLink } = options;
  const sentence = notificationSentence(options.kind, options.reference, options.status, locale);
  const when = t(locale, 'mail.notification.when', {
    dateTime: formatDateTime(options.at, locale),
  });
  const privacy = t(locale, 'mail.notification.privacy');
  return composeMail({
    to: options.to,
    locale,
    firstName: options.firstName,
    subject: t(locale, KEYS[options.kind].subject, { reference: options.reference }),
    blocks: [
      { text: `${sentence} ${when}` },
      {
        text: `${privacy} ${t(locale, 'mail.notification.signInHere')}`,
        html: escapeHtml(privacy),
      },
      {
        text: link,
        html: `<a href="${escapeHtml(link)}">${escapeHtml(t(locale, 'mail.notification.signInLink'))}</a>`,
      },
      {
        text: t(locale, 'mail.notification.preferences', { profileLink }),
        html: tHtml(locale, 'mail.notification.preferencesHtml', {
          profile: (chunks) => `<a href="${escapeHtml(profileLink)}">${chunks.join('')}</a>`,
        }),
      },
    ],
  });
}
