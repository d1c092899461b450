import { useEffect } from 'react';
import styled from 'styled-components';
import { useDraft } from 'shared-api';
import { useQuery } from 'shared-api/queries';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/dashboard';
import { CaseNotFound, isCaseNotFound, useCaseWords } from 'shared-cases';
import { BreakableText } from 'shared-ui';
import { useT } from 'shared-i18n';
import { Composer } from './Composer';
import { Inbox } from './Inbox';
import { Thread } from './Thread';
import { registerCatalogueOfMessages } from './i18n/catalogue';
import { messageQueries } from './queries/messageQueries';
import { useSendMessage, useUnreadCount } from './queries/useMessages';

// This module's texts (messages.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfMessages();

const Facts = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: break-word;
`;

export interface InboxPanelProps {
  pathFor: (caseId: string) => string;
  showOwner?: boolean;
  emptyTitle?: string;
}

/** The inbox of the signed-in user: loads the threads, then keeps unread counts fresh (visible tab). */
export function InboxPanel({ pathFor, showOwner = false, emptyTitle }: InboxPanelProps) {
  const t = useT();
  const inbox = useQuery(messageQueries.threads());
  useUnreadCount();
  const threads = inbox.data;

  if (!threads && inbox.isError)
    return <ErrorState message={inbox.error.message} onRetry={() => void inbox.refetch()} />;
  if (!threads) return <LoadingState label={t('messages.inbox.loading')} />;
  if (threads.length === 0) return <EmptyState title={emptyTitle ?? t('messages.inbox.empty')} />;
  return <Inbox threads={threads} pathFor={pathFor} showOwner={showOwner} />;
}

/**
 * One case thread: the conversation and the composer. While it is on screen (and the tab visible)
 * a reply from the other side shows within one unread poll: the counts say the thread has news.
 */
export function CaseThreadPanel({ caseId }: { caseId: string }) {
  const thread = useQuery(messageQueries.thread(caseId));
  const news = useQuery({ ...messageQueries.unread(), select: (u) => u.byCase[caseId] ?? 0 });
  const [draft, setDraft, { clear: clearDraft }] = useDraft(`message:${caseId}`, { text: '' });
  const sender = useSendMessage(caseId);
  const t = useT();
  const words = useCaseWords();

  const { refetch, isFetching } = thread;
  const unreadHere = news.data ?? 0;
  useEffect(() => {
    if (unreadHere > 0 && !isFetching) void refetch();
  }, [unreadHere, news.dataUpdatedAt, isFetching, refetch]);

  const shown = thread.data;
  if (!shown && thread.isError) {
    if (isCaseNotFound(thread.error)) return <CaseNotFound />;
    return <ErrorState message={thread.error.message} onRetry={() => void refetch()} />;
  }
  if (!shown) return <LoadingState label={t('messages.thread.loading')} />;
  const info = shown.case;
  return (
    <>
      <Facts>{t('messages.thread.case', { reference: info.reference })}</Facts>
      <Facts>
        {/* The addresses in it wrap after their separators, never inside a word. */}
        <BreakableText>
          {t('messages.thread.facts', {
            caseType: words.caseType(info.caseType),
            caseSubtype: words.caseSubtype(info.caseSubtype),
            owner: info.caseOwner,
            lawyer: info.assignedTo ?? t('messages.thread.noLawyer'),
          })}
        </BreakableText>
      </Facts>
      <Thread messages={shown.messages} />
      <Composer
        value={draft.text}
        onChange={(text) => setDraft({ text })}
        onSend={async (file) => {
          const sent = await sender.send({ text: draft.text, file });
          if (sent) clearDraft();
          return sent;
        }}
        sending={sender.sending}
        error={sender.error}
      />
    </>
  );
}
