import { SessionListPage } from './session-list-page';

/** /evidences-all/process — the account's 过程取证 records (getProList type 9). */
export function Component() {
  return <SessionListPage kind="vm" />;
}
