import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, reportError } from '@/lib/api-client';

/**
 * One client for the app and the route loaders. Failures are shown once, here, unless a query or
 * mutation opts out with `meta.silentError` (captcha images, the footer's site config).
 * Business refusals are answers, not glitches: they are never retried.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.silentError) reportError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      if (!mutation.meta?.silentError) reportError(error);
    },
  }),
  defaultOptions: {
    queries: {
      retry: (count, error) => !isApiError(error) && count < 1,
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});
