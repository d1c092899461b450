import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { messageMessages, sendCaseMessage, type NewMessage } from '../calls/messages';
import { messageTextProblem } from '../calls/messageTextProblem';
import { errorMessage, useSession } from 'shared-api';
import { addSentMessage, messageQueries } from './messageQueries';
import { queryClient } from 'shared-api/queries';

/**
 * The signed-in user's unread total, polled while the tab is visible (messageQueries.unread).
 * It names the one client itself: the shell's account menu shows it outside the signed-in routes too.
 */
export function useUnreadCount(): number {
  const token = useSession((state) => state.token);
  const { data } = useQuery({ ...messageQueries.unread(), enabled: Boolean(token) }, queryClient);
  return token ? (data?.total ?? 0) : 0;
}

export interface MessageSender {
  /** Sends a message of this case; answers whether it went out (a refused text asks nothing). */
  send: (input: NewMessage) => Promise<boolean>;
  sending: boolean;
  /** Why the last send failed: the text rule's message or the call's. */
  error: string | null;
}

/** Posting a message: on success it joins its thread and moves the thread up the inbox. */
export function useSendMessage(caseId: string): MessageSender {
  const [refused, setRefused] = useState<string | null>(null);
  const mutation = useMutation(
    {
      mutationFn: (input: NewMessage) => sendCaseMessage(caseId, input),
      onSuccess: (message) => addSentMessage(caseId, message),
    },
    queryClient,
  );
  const send = async (input: NewMessage) => {
    const invalid = messageTextProblem(input.text); // in the reader's language
    setRefused(invalid);
    if (invalid) return false;
    try {
      await mutation.mutateAsync({ ...input, text: input.text.trim() });
      return true;
    } catch {
      return false; // the mutation holds the error
    }
  };
  const failed = mutation.error ? errorMessage(mutation.error, messageMessages.sendFallback) : null;
  return { send, sending: mutation.isPending, error: refused ?? failed };
}
