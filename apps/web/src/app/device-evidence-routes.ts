/** App取证 and 执法记录仪 (issue 17 items 4, 5): /evidences-all/App-process, /evidences-all/Enforce, /evidences-all/enforceMember. */
import type { AppRoute } from './route-table';

export const DEVICE_EVIDENCE_ROUTES: readonly AppRoute[] = [];
