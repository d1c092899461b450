import { catalogueTexts } from 'shared-i18n';
import { apiClient, request } from 'shared-api';
import type { ApiEnvelope, CaseMessage, CaseThread, ThreadSummary, UnreadCounts } from 'shared-api';

/** Texts of the message calls: fallbacks when the server says nothing. */
export const messageMessages = catalogueTexts({
  threadsFallback: 'api.message.threadsFallback',
  threadFallback: 'api.message.threadFallback',
  sendFallback: 'api.message.sendFallback',
  unreadFallback: 'api.message.unreadFallback',
});

export interface NewMessage {
  text: string;
  file?: File | null;
}

const id = (value: string) => encodeURIComponent(value);

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
