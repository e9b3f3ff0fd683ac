import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSiteConfig, type TSiteConfig } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/home/getSiteConfig: public facts (site name, mediation link, local providers). */
export function getSiteConfig(): Promise<TSiteConfig> {
  return api.get('/api/home/getSiteConfig', { schema: ZSiteConfig });
}

export const siteConfigQuery = queryOptions({
  queryKey: ['home', 'siteConfig'],
  queryFn: getSiteConfig,
  staleTime: 5 * 60_000,
  meta: { silentError: true },
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
