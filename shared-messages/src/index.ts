export { Thread, THREAD_PAGE_SIZE, roleLabel, formatMessageTime, type ThreadProps } from './Thread';
export { Composer, COMPOSER_ACCEPT, type ComposerProps } from './Composer';
export { Inbox, type InboxProps } from './Inbox';
export { CaseThreadPanel, InboxPanel, type InboxPanelProps } from './panels';
export { CaseThreadView } from './CaseThreadView';
