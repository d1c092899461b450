/**
 * Every SMS the firm sends is written here: one sentence in the recipient's language naming the
 * case by its reference (never the case's text, a message's text or another party's name), an
 * optional moment in Kigali time for a reminder, and a link to the case. The text is GSM-7 (see
 * gsm7.ts for what becomes of other characters) and never takes more than two segments.
 */
import { formatKigaliDate, type NotificationKind } from 'shared-contract';
import { t, type Locale, type MessageKey } from '../i18n';
import { GSM7_PART, segmentsOf, toGsm7, type SmsEncoding } from './gsm7';

/** The most segments an SMS may take. */
export const MAX_SMS_SEGMENTS = 2;

/**
 * What an SMS can be about: a notice of the case, or the reminder of a message left unread (a
 * reminder of its own, not a notification kind).
 */
export type SmsKind = NotificationKind | 'message_unread';

/** Each kind's sentence, and the one with a moment for the kinds that may carry one. */
const SENTENCES: Record<SmsKind, { plain: MessageKey; at?: MessageKey }> = {
  case_received: { plain: 'sms.caseReceived' },
  case_assigned: { plain: 'sms.caseAssigned' },
  case_status_changed: { plain: 'sms.statusChanged' },
  message_received: { plain: 'sms.messageReceived' },
  case_assigned_to_you: { plain: 'sms.assignedToYou' },
  date_scheduled: { plain: 'sms.dateScheduled' },
  date_changed: { plain: 'sms.dateChanged' },
  date_reminder: { plain: 'sms.dateReminder', at: 'sms.dateReminderAt' },
  document_requested: { plain: 'sms.documentRequested' },
  document_reminder: { plain: 'sms.documentReminder', at: 'sms.documentReminderAt' },
  message_unread: { plain: 'sms.messageUnread' },
};

export interface SmsText {
  text: string;
  encoding: SmsEncoding;
  segments: number;
}

/**
 * The SMS for a notice: `kind` in `locale` about the case `reference`, with `link` to it, and
 * for a reminder the moment `when` (written in Kigali time). Should a long reference or link
 * push it past two segments, the moment goes first, then the sentence is cut short: the link
 * always stays whole.
 */
export function composeSms(
  kind: SmsKind,
  locale: Locale,
  reference: string,
  link: string,
  when?: Date | null,
): SmsText {
  const keys = SENTENCES[kind];
  const write = (sentence: string) => toGsm7(t(locale, 'sms.message', { sentence, link }));
  const sentences = [
    ...(keys.at && when
      ? [t(locale, keys.at, { reference, dateTime: formatKigaliDate(when, 'dateTime', locale) })]
      : []),
    t(locale, keys.plain, { reference }),
  ];
  for (const sentence of sentences) {
    const text = write(sentence);
    const size = segmentsOf(text);
    if (size.segments <= MAX_SMS_SEGMENTS) return { text, ...size };
  }
  // Cut the sentence until the whole fits (each GSM-7 character takes at most two septets).
  let sentence = sentences.at(-1)!;
  let text = write(sentence);
  while (segmentsOf(text).segments > MAX_SMS_SEGMENTS && sentence.length > 0) {
    sentence = sentence.slice(0, Math.max(0, sentence.length - 8));
    text = write(sentence);
  }
  if (segmentsOf(text).segments > MAX_SMS_SEGMENTS) text = toGsm7(link).slice(0, GSM7_PART);
  return { text, ...segmentsOf(text) };
}
