import { catalogueTexts } from 'shared-i18n';
import { apiClient } from '../http/apiClient';
import { request } from '../http/request';
import type { Page, PagedEnvelope, Paging, Sms } from './types';

export const smsMessages = catalogueTexts({
  listFallback: 'api.sms.listFallback',
});

/** GET /sms?page=&limit= (admin): one page of every SMS sent, newest first, with its state. */
export function listSms(paging: Paging): Promise<Page<Sms>> {
  return request(smsMessages.listFallback, async () => {
    const { data } = await apiClient.get<PagedEnvelope<Sms>>('/sms', { params: paging });
    return { items: data.data ?? [], total: data.total, page: data.page, limit: data.limit };
  });
}
