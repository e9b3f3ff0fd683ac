import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZCustodyPage, type TCustodyPage } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export interface CustodyTarget {
  evidenceNo?: string | undefined;
  dataId?: number | undefined;
  /** 'en' for the English certificate: the server words the log in English */
  lang?: 'zh' | 'en' | undefined;
}

/** GET /api/share/getCustody?baoquan=…|dataId=…&page=[&lang=en]: the record's custody log, owner only. */
export function getCustody(target: CustodyTarget, page: number): Promise<TCustodyPage> {
  return api.get('/api/share/getCustody', {
    params: { baoquan: target.evidenceNo, dataId: target.dataId, page, ...(target.lang === 'en' ? { lang: 'en' } : {}) },
    schema: ZCustodyPage,
  });
}

export function custodyQuery(target: CustodyTarget, page: number) {
  return queryOptions({
    queryKey: ['evidence', 'custody', target.evidenceNo ?? null, target.dataId ?? null, target.lang ?? 'zh', page],
    queryFn: () => getCustody(target, page),
    placeholderData: keepPreviousData,
  });
}

export function useCustody(target: CustodyTarget, page: number) {
  return useQuery({ ...custodyQuery(target, page), enabled: Boolean(target.evidenceNo ?? target.dataId) });
}
