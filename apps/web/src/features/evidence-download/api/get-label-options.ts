import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const ZLabels = z.array(z.object({ label: z.string() }));

/** GET /api/data/getLabelList (000 §7): the caller's labels, offered in the label filter. */
export function useLabelOptions() {
  return useQuery({
    queryKey: ['evidence-download', 'labels'],
    queryFn: async ({ signal }) => ZLabels.parse(await api.get<unknown>('/api/data/getLabelList', { signal })).map((l) => l.label),
    retry: false,
    // the labels only help filling the filter: without them it still takes free text
    meta: { silentError: true },
    staleTime: 60_000,
  });
}
