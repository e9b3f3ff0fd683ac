/** 网页取证 (issue 17 item 1): /newWeb, /evidences-all/web, web/download, /evidencesWeb/:id. */
import type { AppRoute } from './route-table';

export const CAPTURE_WEB_ROUTES: readonly AppRoute[] = [];
