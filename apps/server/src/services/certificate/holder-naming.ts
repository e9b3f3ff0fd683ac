import type { Db } from '../../db/connect';
import type { Evidence } from '../../db/schema';
import type { Principal } from '../auth/principal';
import type { DownloadGrant } from '../downloads/signed-url';
import { relationTo } from './find-record';
import type { HolderNaming } from './certificate-pdf';

/**
 * Whether a downloaded certificate names its holder (decisions 820, 886): the owner's copy does. A browser
 * download is a plain link without the session (the token is in the page's storage, not a cookie), so the
 * grant says it: `via: 'owner'` is signed only into links made for a caller who owned the record at that
 * moment (getView, downBaoquan) and lasts the download TTL. A session that owns the record also counts (an
 * API client sending its token). Every other grant — a view token's, a share link's, an extraction code's,
 * the public lookup's — gets the masked copy.
 */
export async function holderNamingFor(db: Db, principal: Principal, row: Evidence, grant: DownloadGrant): Promise<HolderNaming> {
  if (grant.via === 'owner' && grant.userId !== null) return 'named';
  return (await relationTo(db, principal, row)).owner ? 'named' : 'masked';
}
