import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSmsOutboxResponse, type TSmsOutboxResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export interface SmsOutboxFilter {
  page: number;
  phone: string;
}

/** GET /api/admin/smsOutbox: what the local SMS provider "sent", newest first, 10 per page. */
export function getSmsOutbox(filter: SmsOutboxFilter): Promise<TSmsOutboxResponse> {
  return api.get('/api/admin/smsOutbox', {
    scope: 'admin',
    params: { page: filter.page, phone: filter.phone || undefined },
    schema: ZSmsOutboxResponse,
  });
}

export function smsOutboxQuery(filter: SmsOutboxFilter) {
  return queryOptions({
    queryKey: ['admin', 'smsOutbox', filter],
    queryFn: () => getSmsOutbox(filter),
    placeholderData: keepPreviousData,
  });
}

export function useSmsOutbox(filter: SmsOutboxFilter) {
  return useQuery(smsOutboxQuery(filter));
}
