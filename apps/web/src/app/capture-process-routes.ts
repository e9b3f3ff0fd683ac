/** 过程取证 and OTT取证 (issue 17 items 2, 3): /newProcess, /newOTT, the lists, queues, preview, downloads, /evidencesPro/:id. */
import type { AppRoute } from './route-table';

export const CAPTURE_PROCESS_ROUTES: readonly AppRoute[] = [];
