import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSmsDeliveriesResponse, type TSmsDeliveriesResponse, type TSmsDeliveryOutcome } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export interface SmsDeliveriesFilter {
  page: number;
  phone: string;
  outcome: TSmsDeliveryOutcome | '';
}

/** GET /api/admin/smsDeliveries: what became of each message sent through the SMS provider, newest first, 10 per page. */
export function getSmsDeliveries(filter: SmsDeliveriesFilter): Promise<TSmsDeliveriesResponse> {
  return api.get('/api/admin/smsDeliveries', {
    scope: 'admin',
    params: { page: filter.page, phone: filter.phone || undefined, outcome: filter.outcome || undefined },
    schema: ZSmsDeliveriesResponse,
  });
}

export function smsDeliveriesQuery(filter: SmsDeliveriesFilter) {
  return queryOptions({
    queryKey: ['admin', 'smsDeliveries', filter],
    queryFn: () => getSmsDeliveries(filter),
    placeholderData: keepPreviousData,
  });
}

export function useSmsDeliveries(filter: SmsDeliveriesFilter) {
  return useQuery(smsDeliveriesQuery(filter));
}
