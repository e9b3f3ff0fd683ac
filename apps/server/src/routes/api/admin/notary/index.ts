import type { App, AppContext } from '../../../../context';
import adminNotaryAccept from './accept';
import adminNotaryDetail from './detail';
import adminNotaryDoc from './doc';
import adminNotaryFail from './fail';
import adminNotaryInterview from './interview';
import adminNotaryIssue from './issue';
import adminNotaryList from './list';
import adminNotaryOriginal from './original';
import adminNotaryTerminate from './terminate';
import adminNotaryRevealPhone from './reveal-phone';

/** The notary office's /api/admin/notary/* calls (docs/notarization.md "The office's console"), one file each. */
export const ADMIN_NOTARY_ROUTES: Array<(app: App, ctx: AppContext) => void> = [
  adminNotaryList,
  adminNotaryDetail,
  adminNotaryRevealPhone,
  adminNotaryDoc,
  adminNotaryOriginal,
  adminNotaryAccept,
  adminNotaryInterview,
  adminNotaryIssue,
  adminNotaryTerminate,
  adminNotaryFail,
];
