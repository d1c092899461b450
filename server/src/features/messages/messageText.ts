import type { FastifyRequest } from 'fastify';
import { MAX_MESSAGE_LENGTH, validateMessageText } from 'shared-contract';
import { badRequest, ruleRefusal } from '../../lib/apiError';
import type { FileStore, StagedFile } from '../../files/fileStore';
import { DEFAULT_LOCALE, t, type Locale } from '../../i18n';
import { composeMail, escapeHtml, type MailMessage } from '../../mail/mailer';
import { readMultipartForm } from '../../files/multipartForm';

/** The trimmed text of a message, or the rule it breaks (the contract's rule, as the browser's). */
export function checkMessageText(value: unknown): string {
  if (value === undefined || value === null)
    throw badRequest('message.required', { field: 'text' });
  if (typeof value !== 'string')
    throw badRequest('request.fieldNotText', { values: { field: 'text' }, field: 'text' });
  const problem = validateMessageText(value);
  if (problem) throw ruleRefusal(problem);
  return value.trim();
}

export interface MessageForm {
  text: unknown;
  file: StagedFile | null;
}

/** Reads `text` and one optional `file` of a multipart message; no staged file survives a failure. */
async function readMessageForm(request: FastifyRequest, files: FileStore): Promise<MessageForm> {
  const { fields, file } = await readMultipartForm(request, files, {
    fields: ['text'],
    tooLong: () =>
      badRequest('message.tooLong', { values: { max: String(MAX_MESSAGE_LENGTH) }, field: 'text' }),
  });
  return { text: fields.text, file };
}

/** A message body, multipart (with its file) or JSON (text only). */
export async function readMessageBody(
  request: FastifyRequest,
  files: FileStore,
): Promise<MessageForm> {
  if (request.isMultipart()) return readMessageForm(request, files);
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('request.jsonOrMultipart');
  return { text: (body as Record<string, unknown>).text, file: null };
}

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
