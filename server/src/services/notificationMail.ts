import type { NotificationKind } from 'shared-contract';
import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** What a notification says: the reference and what happened, never the case's or a message's text. */
export function notificationSentence(
  kind: NotificationKind,
  reference: string,
  status: string | null,
): string {
  switch (kind) {
    case 'case_received':
      return `Your case ${reference} was received.`;
    case 'case_assigned':
      return `A lawyer was assigned to your case ${reference}.`;
    case 'case_status_changed':
      return status
        ? `The status of your case ${reference} changed to ${status}.`
        : `The status of your case ${reference} changed.`;
    case 'message_received':
      return `There is a new message on case ${reference}.`;
    case 'case_assigned_to_you':
      return `Case ${reference} was assigned to you.`;
  }
}

const SUBJECTS: Record<NotificationKind, (reference: string) => string> = {
  case_received: (reference) => `Your case ${reference} was received`,
  case_assigned: (reference) => `A lawyer was assigned to your case ${reference}`,
  case_status_changed: (reference) => `The status of your case ${reference} changed`,
  message_received: (reference) => `New message on case ${reference}`,
  case_assigned_to_you: (reference) => `Case ${reference} was assigned to you`,
};

/** A notification e-mail: plain accessible HTML and text, one link to the app, no case text. */
export function notificationMail(options: {
  to: string;
  firstName: string;
  kind: NotificationKind;
  sentence: string;
  reference: string;
  link: string;
  profileLink: string;
}): MailMessage {
  const { firstName, sentence, link, profileLink } = options;
  const hello = firstName ? `Hello ${firstName},` : 'Hello,';
  return {
    to: options.to,
    subject: SUBJECTS[options.kind](options.reference),
    text: `${hello}\n\n${sentence} For your privacy the details are not included in this e-mail. Sign in to Bridge to Justice to see them:\n\n${link}\n\nYou can choose which e-mails you receive on your profile: ${profileLink}\n`,
    html: `<!doctype html><html lang="en"><body><p>${escapeHtml(hello)}</p><p>${escapeHtml(sentence)} For your privacy the details are not included in this e-mail.</p><p><a href="${escapeHtml(link)}">Sign in to Bridge to Justice to see them</a></p><p>You can choose which e-mails you receive on <a href="${escapeHtml(profileLink)}">your profile</a>.</p></body></html>`,
  };
}
