import type { AppContext } from '../../context';
import type { SignFor } from '../downloads/download-urls';

/** How image URLs are signed: the download secret, valid DOWNLOAD_URL_TTL_SECONDS. */
export function signFor(ctx: AppContext): SignFor {
  return { secret: ctx.downloadSecret, ttlMs: ctx.config.download.ttlMs };
}
