import { useEffect } from 'react';
import styled from 'styled-components';
import { messagesStore, useMessagesStore, useUnreadPolling } from 'shared-api';
import { CaseNotFound, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { Composer } from './Composer';
import { Inbox } from './Inbox';
import { Thread } from './Thread';

const Facts = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

export interface InboxPanelProps {
  pathFor: (caseId: string) => string;
  showOwner?: boolean;
  emptyTitle?: string;
}

/** The inbox of the signed-in user: loads the threads, then keeps unread counts fresh (visible tab). */
export function InboxPanel({
  pathFor,
  showOwner = false,
  emptyTitle = 'No conversations yet',
}: InboxPanelProps) {
  const threads = useMessagesStore((s) => s.threads);
  const loaded = useMessagesStore((s) => s.threadsLoaded);
  const error = useMessagesStore((s) => s.threadsError);
  useUnreadPolling();
  useEffect(() => {
    void messagesStore.getState().fetchThreads();
  }, []);

  if (error && !loaded)
    return (
      <ErrorState message={error} onRetry={() => void messagesStore.getState().fetchThreads()} />
    );
  if (!loaded) return <LoadingState label="Loading messages..." />;
  if (threads.length === 0) return <EmptyState title={emptyTitle} />;
  return <Inbox threads={threads} pathFor={pathFor} showOwner={showOwner} />;
}

/**
 * One case thread: the conversation and the composer, wired to the messages store. While it is on
 * screen (and the tab visible) a reply from the other side shows within one unread poll.
 */
export function CaseThreadPanel({ caseId }: { caseId: string }) {
  const current = useMessagesStore((s) => (s.current?.caseId === caseId ? s.current : null));
  const draft = useMessagesStore((s) => s.drafts[caseId] ?? '');
  const sending = useMessagesStore((s) => s.sending);
  const sendError = useMessagesStore((s) => s.sendError);
  useUnreadPolling();
  useEffect(() => {
    const store = messagesStore.getState();
    void store.openThread(caseId);
    store.watchThread(caseId);
    return () => {
      if (messagesStore.getState().watching === caseId) messagesStore.getState().watchThread(null);
    };
  }, [caseId]);

  if (!current || (current.loading && !current.case))
    return <LoadingState label="Loading conversation..." />;
  if (current.notFound && !current.case) return <CaseNotFound />;
  if (current.error && !current.case)
    return (
      <ErrorState
        message={current.error}
        onRetry={() => void messagesStore.getState().openThread(caseId)}
      />
    );
  const info = current.case;
  return (
    <>
      {info ? (
        <Facts>
          {`${info.caseType}: ${info.caseSubtype} · Case owner ${info.caseOwner} · Lawyer ${info.assignedTo ?? 'not assigned yet'}`}
        </Facts>
      ) : null}
      <Thread messages={current.messages} />
      <Composer
        value={draft}
        onChange={(text) => messagesStore.getState().setDraft(caseId, text)}
        onSend={(file) =>
          messagesStore.getState().send(caseId, {
            text: messagesStore.getState().drafts[caseId] ?? '',
            file,
          })
        }
        sending={sending}
        error={sendError}
      />
    </>
  );
}
