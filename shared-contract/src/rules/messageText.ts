/** A case message's text: required, at most this many characters after trimming. */
export const MAX_MESSAGE_LENGTH = 4000;

export const messageTextMessage = {
  required: 'Please write a message.',
  tooLong: `A message may be at most ${MAX_MESSAGE_LENGTH} characters.`,
} as const;

/** The first rule a message's text breaks (browser and server alike), or null. */
export function validateMessageText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return messageTextMessage.required;
  if (trimmed.length > MAX_MESSAGE_LENGTH) return messageTextMessage.tooLong;
  return null;
}
