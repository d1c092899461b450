import { queryOptions } from '@tanstack/react-query';
import { listSms } from '../calls/sms';
import type { Paging } from '../calls/types';

/** The SMS reads (admin), each with its key and call defined once. */
export const smsQueries = {
  /** One server page of every SMS, newest first, with its delivery state. */
  page: (paging: Paging) =>
    queryOptions({
      queryKey: ['sms', 'page', paging],
      queryFn: () => listSms(paging),
    }),
};
