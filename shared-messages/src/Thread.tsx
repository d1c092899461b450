import { memo, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CaseMessage, Role } from 'shared-api';
import { Button } from 'shared-ui';
import { formatDate, getLocale, t as translate, useT } from 'shared-i18n';
import { registerCatalogueOfMessages } from './i18n/catalogue';

// This module's texts (messages.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfMessages();

/** Messages rendered at first and added per "Show earlier messages". */
export const THREAD_PAGE_SIZE = 40;

const ROLE_KEYS: Record<Role, string> = {
  client: 'messages.role.client',
  adminStaff: 'messages.role.lawyer',
  admin: 'messages.role.admin',
};

/** An author's role as the reader's language names it (Client, Lawyer, Bridge to Justice). */
export function roleLabel(role: Role): string {
  const key = ROLE_KEYS[role];
  return key ? translate(key) : role;
}

const Scroller = styled.div`
  max-height: min(65vh, 640px);
  overflow-y: auto;
  overscroll-behavior: contain;
  -webkit-overflow-scrolling: touch;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.space(3)};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(85%, 560px);
  /* Off-screen messages skip layout and paint: long threads scroll smoothly on a phone. */
  content-visibility: auto;
  contain-intrinsic-size: auto 88px;
`;

const Bubble = styled.article<{ $mine: boolean }>`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $mine }) => ($mine ? '#e6eef4' : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: break-word;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: break-word;
`;

const Attachment = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  overflow-wrap: break-word;
`;

const Earlier = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Kigali',
});

/**
 * When a message was written, in Kigali time: English keeps its short form ('Nov 22, 3:04 PM');
 * Kinyarwanda and French read the locale's date and time (shared-i18n's formatDate).
 */
export function formatMessageTime(iso: string): string {
  if (getLocale() !== 'en') return formatDate(iso, 'dateTime');
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

const MessageItem = memo(function MessageItem({ message }: { message: CaseMessage }) {
  const t = useT();
  return (
    <Item $mine={message.mine}>
      <Bubble
        $mine={message.mine}
        aria-label={
          message.mine
            ? t('messages.message.fromYou')
            : t('messages.message.from', { name: message.authorName })
        }
      >
        <Meta>
          <strong>{message.mine ? t('messages.message.you') : message.authorName}</strong>
          {` · ${roleLabel(message.authorRole)} · `}
          <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
        </Meta>
        <Text>{message.text}</Text>
        {message.attachment ? (
          <Attachment
            href={message.attachment.url}
            download={message.attachment.fileName}
            rel="noopener noreferrer"
          >
            {t('messages.message.attachment', { fileName: message.attachment.fileName })}
          </Attachment>
        ) : null}
      </Bubble>
    </Item>
  );
});

export interface ThreadProps {
  messages: readonly CaseMessage[];
  /** Accessible name of the conversation (default: 'Conversation' in the reader's language). */
  label?: string;
  pageSize?: number;
  /** Shown when there is no message yet (default: the catalogue's text). */
  emptyText?: string;
}

/**
 * A case conversation, oldest at the top, opened at the newest message. Only the newest
 * `pageSize` messages are in the page at first ("Show earlier messages" adds more, keeping the
 * reader's place), and off-screen messages skip rendering work (content-visibility), so 500
 * messages open at once and scroll smoothly on a phone.
 */
export function Thread({ messages, label, pageSize = THREAD_PAGE_SIZE, emptyText }: ThreadProps) {
  const t = useT();
  const [shown, setShown] = useState(pageSize);
  const scroller = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const lastId = messages.at(-1)?.id;
  const start = Math.max(0, messages.length - shown);
  const visible = messages.slice(start);

  // New newest message (or first render): show it. After "earlier", keep the reader's place.
  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    if (keepFromBottom.current !== null) {
      node.scrollTop = node.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else {
      node.scrollTop = node.scrollHeight;
    }
  }, [lastId, shown]);

  const showEarlier = () => {
    const node = scroller.current;
    if (node) keepFromBottom.current = node.scrollHeight - node.scrollTop;
    setShown((n) => n + pageSize);
  };

  return (
    <Scroller
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={label ?? t('messages.thread.label')}
    >
      {start > 0 ? (
        <Earlier>
          <Button variant="secondary" onClick={showEarlier}>
            {t('messages.thread.earlier', { count: start })}
          </Button>
        </Earlier>
      ) : null}
      {messages.length === 0 ? (
        <Empty>{emptyText ?? t('messages.thread.empty')}</Empty>
      ) : (
        <List aria-label={t('messages.thread.count', { count: messages.length })}>
          {visible.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </List>
      )}
    </Scroller>
  );
}
