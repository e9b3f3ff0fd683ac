import { signDownload, type DownloadGrant } from './signed-url';

/**
 * The download URLs of the evidence area, in one place so every feature signs them alike. Each kind
 * has one route that verifies the token (verifyDownload with the same kind), re-checks the record
 * (not deleted, status 已上传, original present), writes the custody log and streams the bytes:
 *
 *   original → GET /api/download/original/:token   (the preserved file, its own name)
 *   preview  → GET /api/download/preview/:token    (the original inline when its type allows, else as an attachment)
 *   package  → GET /api/download/package/:token    (ZIP: original, PDF certificate, proof.json, 验证说明)
 *   certificate → GET /api/download/certificate/:token (the PDF certificate alone)
 *   zip      → GET /api/download/zip/:token         (a streamed ZIP of a selection; id = selection id)
 *   kyc-image → GET /api/download/kyc-image/:token  (an identity document image for its owner or an operator; id = uploaded_images.id)
 *   template → GET /api/download/template/:token    (the power-of-attorney template; id 1)
 *   seal-image → GET /api/download/seal-image/:token (a seal's PNG for its owner; id = seals.id)
 *
 * The URLs are relative to the site, so they work behind any host name.
 */
export type DownloadKind = 'original' | 'preview' | 'package' | 'certificate' | 'zip' | 'kyc-image' | 'template' | 'member-template' | 'seal-image';

export interface SignFor {
  secret: Buffer;
  ttlMs: number;
}

export function downloadUrl(
  sign: SignFor,
  kind: DownloadKind,
  id: string | number,
  who: { userId: number | null; via: NonNullable<DownloadGrant['via']> },
  now = Date.now(),
): string {
  const token = signDownload(sign.secret, { kind, id: String(id), userId: who.userId, exp: now + sign.ttlMs, via: who.via });
  return `/api/download/${kind}/${token}`;
}
