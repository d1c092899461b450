import { apiClient } from '../http/apiClient';
import { request } from '../http/request';
import type { ApiEnvelope, Role } from './types';

/** Texts of the message calls (issue 9). */
export const messageMessages = {
  threadsFallback: 'Failed to load your messages',
  threadFallback: 'Failed to load the conversation',
  sendFallback: 'Your message was not sent. Please try again.',
  unreadFallback: 'Failed to get unread messages',
  textRequired: 'Please write a message.',
  textTooLong: 'A message may be at most 4000 characters.',
} as const;

export const MAX_MESSAGE_LENGTH = 4000;

export interface MessageAttachment {
  /** Signed absolute download URL, valid about 15 minutes. */
  url: string;
  fileName: string;
  mime: string;
  size: number;
}

/** One message of a case thread, as the server sends it. */
export interface CaseMessage {
  id: string;
  caseId: string;
  /** Position in the thread, from 1 (oldest). */
  seq: number;
  authorName: string;
  authorEmail: string;
  authorRole: Role;
  /** Written by the signed-in user. */
  mine: boolean;
  text: string;
  createdAt: string;
  attachment: MessageAttachment | null;
}

/** The case a thread belongs to. */
export interface ThreadCase {
  caseId: string;
  caseType: string;
  caseSubtype: string;
  caseOwner: string;
  assignedTo: string | null;
  status: string;
}

export interface CaseThread {
  case: ThreadCase;
  messages: CaseMessage[];
}

/** One line of the inbox. */
export interface ThreadSummary extends ThreadCase {
  messageCount: number;
  unread: number;
  lastMessageAt: string | null;
  /** The last message, or the case's submission when it has none. */
  activityAt: string;
}

export interface UnreadCounts {
  total: number;
  byCase: Record<string, number>;
}

export interface NewMessage {
  text: string;
  file?: File | null;
}

const id = (value: string) => encodeURIComponent(value);

/** The first rule a draft breaks (same texts as the server), or null. */
export function validateMessageText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return messageMessages.textRequired;
  if (trimmed.length > MAX_MESSAGE_LENGTH) return messageMessages.textTooLong;
  return null;
}

/** GET /messages/threads: the signed-in user's case threads, newest activity first. */
export function getThreads(): Promise<ThreadSummary[]> {
  return request(messageMessages.threadsFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<ThreadSummary[]>>('/messages/threads');
    return data.data ?? [];
  });
}

/** GET /cases/{id}/messages: the thread, oldest first; the server marks it read. */
export function getCaseMessages(caseId: string): Promise<CaseThread> {
  return request(messageMessages.threadFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<CaseThread>>(`/cases/${id(caseId)}/messages`);
    return data.data;
  });
}

/** POST /cases/{id}/messages: JSON, or multipart when a file is attached. */
export function sendCaseMessage(caseId: string, input: NewMessage): Promise<CaseMessage> {
  return request(messageMessages.sendFallback, async () => {
    let body: FormData | { text: string } = { text: input.text };
    if (input.file) {
      const form = new FormData();
      form.append('text', input.text);
      form.append('file', input.file);
      body = form;
    }
    const { data } = await apiClient.post<ApiEnvelope<CaseMessage>>(
      `/cases/${id(caseId)}/messages`,
      body,
    );
    return data.data;
  });
}

/** GET /messages/unread: total and per case. */
export function getUnreadCounts(): Promise<UnreadCounts> {
  return request(messageMessages.unreadFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<UnreadCounts>>('/messages/unread');
    return data.data ?? { total: 0, byCase: {} };
  });
}
