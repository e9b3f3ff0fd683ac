import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZCustodyPage, type TCustodyPage } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export interface CustodyTarget {
  evidenceNo?: string | undefined;
  dataId?: number | undefined;
}

/** GET /api/share/getCustody?baoquan=…|dataId=…&page=: the record's custody log, owner only. */
export function getCustody(target: CustodyTarget, page: number): Promise<TCustodyPage> {
  return api.get('/api/share/getCustody', {
    params: { baoquan: target.evidenceNo, dataId: target.dataId, page },
    schema: ZCustodyPage,
  });
}

export function custodyQuery(target: CustodyTarget, page: number) {
  return queryOptions({
    queryKey: ['evidence', 'custody', target.evidenceNo ?? null, target.dataId ?? null, page],
    queryFn: () => getCustody(target, page),
    placeholderData: keepPreviousData,
  });
}

export function useCustody(target: CustodyTarget, page: number) {
  return useQuery({ ...custodyQuery(target, page), enabled: Boolean(target.evidenceNo ?? target.dataId) });
}
