import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ThreadSummary } from 'shared-api';
import { BreakableText, UnreadBadge } from 'shared-ui';
import { useCaseWords } from 'shared-cases';
import { useT } from 'shared-i18n';
import { formatMessageTime } from './Thread';
import { registerCatalogueOfMessages } from './i18n/catalogue';

// This module's texts (messages.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfMessages();

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  /* A row is as wide as the list, however long its texts: they wrap inside it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled(Link)<{ $unread: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $unread }) => ($unread ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Body = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Title = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 700 : 600)};
  color: ${({ theme }) => theme.colors.brand};
  overflow-wrap: break-word;
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: break-word;
`;

export interface InboxProps {
  threads: readonly ThreadSummary[];
  /** Where a thread opens, e.g. `(id) => '/messages/' + id`. */
  pathFor: (caseId: string) => string;
  /** Show the case owner's e-mail (lawyers and admins see many clients). */
  showOwner?: boolean;
}

/** The inbox: one row per case thread, newest activity first, with its unread badge. */
export function Inbox({ threads, pathFor, showOwner = false }: InboxProps) {
  const t = useT();
  const words = useCaseWords();
  return (
    <List aria-label={t('messages.inbox.label')}>
      {threads.map((thread) => {
        const unread = thread.unread > 0;
        const count = thread.messageCount;
        return (
          <li key={thread.caseId}>
            <Row to={pathFor(thread.caseId)} $unread={unread}>
              <Body>
                <Title $unread={unread}>
                  {`${words.caseType(thread.caseType)}: ${words.caseSubtype(thread.caseSubtype)}`}
                </Title>
                <Detail>{thread.reference}</Detail>
                {showOwner ? (
                  <Detail>
                    <BreakableText>{thread.caseOwner}</BreakableText>
                  </Detail>
                ) : null}
                <Detail>
                  {count === 0
                    ? t('messages.inbox.noMessages')
                    : t('messages.inbox.activity', {
                        count,
                        time: formatMessageTime(thread.activityAt),
                      })}
                </Detail>
              </Body>
              <UnreadBadge count={thread.unread} />
            </Row>
          </li>
        );
      })}
    </List>
  );
}
