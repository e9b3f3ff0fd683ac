import type { AppContext } from '../../../context';
import { signDownload, verifyDownload } from '../../downloads/signed-url';

export const VIDEO_GRANT = 'capture-video';

/** A signed, expiring URL of a session's recording (the preview and the public view play it with ranges). */
export function videoUrl(ctx: Pick<AppContext, 'downloadSecret' | 'config'>, captureId: number, userId: number | null, via: 'owner' | 'view', now = Date.now()): string {
  const token = signDownload(ctx.downloadSecret, { kind: VIDEO_GRANT, id: String(captureId), userId, exp: now + ctx.config.download.ttlMs, via });
  return `/api/download/capture-video/${token}`;
}

export function videoGrant(ctx: Pick<AppContext, 'downloadSecret'>, token: string): number | null {
  const g = verifyDownload(ctx.downloadSecret, token, VIDEO_GRANT);
  return g ? Number(g.id) : null;
}
