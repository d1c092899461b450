export { Thread, THREAD_PAGE_SIZE, roleLabel, formatMessageTime, type ThreadProps } from './Thread';
export { Composer, COMPOSER_ACCEPT, type ComposerProps } from './Composer';
export { Inbox, type InboxProps } from './Inbox';
export { CaseThreadPanel, InboxPanel, type InboxPanelProps } from './panels';
export { CaseThreadView } from './CaseThreadView';

// The messages feature's calls and reads, on shared-api's HTTP client and its one query client.
export {
  getCaseMessages,
  getThreads,
  getUnreadCounts,
  messageMessages,
  sendCaseMessage,
  type NewMessage,
} from './calls/messages';
export { UNREAD_POLL_MS, addSentMessage, messageQueries } from './queries/messageQueries';
export { useSendMessage, useUnreadCount, type MessageSender } from './queries/useMessages';
