import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import type { RouteHandle } from '../route-table';

export const SITE_TITLE = '数据存证平台';

/** The deepest route's title becomes the document title: '<title> - 数据存证平台'. */
function useDocumentTitle() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const title = handle?.title;
  useEffect(() => {
    document.title = title ? `${title} - ${SITE_TITLE}` : SITE_TITLE;
  }, [title]);
}

export function RootLayout() {
  useDocumentTitle();
  // Page code and guards load before a page changes; a thin bar shows that something is happening.
  const loading = useNavigation().state === 'loading';
  return (
    <>
      {loading && <div className="ep-nav-progress" role="progressbar" aria-label="页面加载中" />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
