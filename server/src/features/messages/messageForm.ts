import type { FastifyRequest } from 'fastify';
import { MAX_MESSAGE_LENGTH, validateMessageText } from 'shared-contract';
import { badRequest, ruleRefusal } from '../../lib/apiError';
import { discardOnFailure, type FileStore, type StagedFile } from '../../files/fileStore';
import { readMultipartForm } from '../../files/multipartForm';

/** The trimmed text of a message, or the rule it breaks (the contract's rule, as the browser's). */
function checkMessageText(value: unknown): string {
  if (value === undefined || value === null)
    throw badRequest('message.required', { field: 'text' });
  if (typeof value !== 'string')
    throw badRequest('request.fieldNotText', { values: { field: 'text' }, field: 'text' });
  const problem = validateMessageText(value);
  if (problem) throw ruleRefusal(problem);
  return value.trim();
}

interface MessageForm {
  text: unknown;
  file: StagedFile | null;
}

/** A message as checked: its trimmed text and its staged attachment, if any. */
export interface CheckedMessage {
  text: string;
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
async function readMessageBody(request: FastifyRequest, files: FileStore): Promise<MessageForm> {
  if (request.isMultipart()) return readMessageForm(request, files);
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('request.jsonOrMultipart');
  return { text: (body as Record<string, unknown>).text, file: null };
}

/**
 * Reads a message and checks its text (400 by the contract's rule, as the browser's): a refused
 * message's staged attachment is discarded.
 */
export async function readMessage(
  request: FastifyRequest,
  files: FileStore,
): Promise<CheckedMessage> {
  const form = await readMessageBody(request, files);
  return discardOnFailure(files, form.file, () => ({
    text: checkMessageText(form.text),
    file: form.file,
  }));
}
