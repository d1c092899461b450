import type { FieldProblem } from './fieldProblem';

/** A case message's text: required, at most this many characters after trimming. */
export const MAX_MESSAGE_LENGTH = 4000;

export const messageTextMessage = {
  required: 'Please write a message.',
  tooLong: `A message may be at most ${MAX_MESSAGE_LENGTH} characters.`,
} as const;

/** The first rule a message's text breaks (browser and server alike), on its `text`, or null. */
export function validateMessageText(text: string): FieldProblem<'text'> | null {
  const trimmed = text.trim();
  if (!trimmed)
    return { field: 'text', code: 'message.required', message: messageTextMessage.required };
  if (trimmed.length > MAX_MESSAGE_LENGTH)
    return {
      field: 'text',
      code: 'message.tooLong',
      // Written as is: the limit is never grouped ("4000", not "4,000").
      values: { max: String(MAX_MESSAGE_LENGTH) },
      message: messageTextMessage.tooLong,
    };
  return null;
}
