/**
 * Builds the React Router data router from the route table: one pathless layout route per
 * layout (each lazy, so the login page never loads the account shell), guards as loaders.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureApiClient } from '@/lib/api-client';
import { registerBuiltRoutes } from '@/lib/built-routes';
import { requireLogin, requireOperator } from './guards';
import { PageLoading } from './layouts/page-loading';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { queryClient } from './query-client';
import { isBuilt, ROUTES, type AppRoute, type LayoutName, type RouteHandle } from './route-table';

const LAYOUTS: Record<LayoutName, () => Promise<{ Component: ComponentType }>> = {
  shell: () => import('./layouts/shell/shell-layout'),
  auth: () => import('./layouts/auth-layout'),
  mobile: () => import('./layouts/mobile-layout'),
  admin: () => import('./layouts/admin/admin-layout'),
  bare: () => import('./layouts/bare-layout'),
};

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, access: route.access, breadcrumb: route.breadcrumb };
  const loader = route.access === 'login' ? requireLogin : route.access === 'admin' ? requireOperator : undefined;
  return { path: route.path, lazy: route.lazy, loader, handle };
}

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: (Object.keys(LAYOUTS) as LayoutName[]).map((layout) => ({
      id: `layout-${layout}`,
      lazy: LAYOUTS[layout],
      ErrorBoundary: RouteError,
      children: ROUTES.filter((r) => r.layout === layout).map(toRouteObject),
    })),
  },
];

registerBuiltRoutes(isBuilt);

export const router = createBrowserRouter(routes);

configureApiClient({
  // During a navigation the destination is what the user wanted, so that is where login returns.
  currentPath: () => {
    const loc = router.state.navigation.location ?? router.state.location;
    return loc.pathname + loc.search;
  },
  onSessionExpired: (scope, loginTarget) => {
    if (scope === 'admin') queryClient.removeQueries({ queryKey: ['admin'] });
    else queryClient.clear();
    void router.navigate(loginTarget, { replace: true });
  },
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
