import { SessionListPage } from './session-list-page';

/** /evidences-all/OTT-process — the account's OTT取证 records (getProList type 8). */
export function Component() {
  return <SessionListPage kind="ott" />;
}
