import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { groupFingerprint, verifierKeyFingerprint } from '@evidence/ledger';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { webDistOf } from '../../web-dist';
import { configOrigin } from '../certificate/request-origin';

/**
 * The offline verifier as this platform hands it out (issue 24 item 2, decision 834): the file the web
 * build made (apps/web/vite.offline.config.ts) with this platform's ledger key, name and address written
 * into its placeholder meta tag. The same bytes for every download, so the SHA-256 printed on /verify is
 * the one of the file a reader gets. The address is the configured one, not the request's (one file, one hash).
 */
export const OFFLINE_VERIFIER_FILE_NAME = '证据包离线验证器.html';
const PLACEHOLDER = 'content="__EVIDENCE_LEDGER__"';

export interface OfflineVerifier {
  html: Buffer;
  sha256: string;
  size: number;
  fileName: string;
  verifierKey: string;
  /** SHA-256 of the Ed25519 public key, grouped by four digits (verifierKeyFingerprint) */
  keyFingerprint: string;
}

let cached: { source: string; mtimeMs: number; embedded: string; value: OfflineVerifier } | null = null;

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function offlineVerifier(ctx: AppContext): OfflineVerifier {
  const source = path.join(webDistOf(ctx.config), 'offline', 'offline-verifier.html');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(source);
  } catch {
    throw refuse('离线验证器暂不可用：网页尚未构建，请联系平台运营方');
  }
  const verifierKey = ctx.ledger.signer.verifierKey;
  const embedded = JSON.stringify({ verifierKey, siteName: ctx.config.siteName, siteUrl: configOrigin(ctx.config) });
  if (cached && cached.source === source && cached.mtimeMs === stat.mtimeMs && cached.embedded === embedded) return cached.value;

  const template = fs.readFileSync(source, 'utf8');
  // exactly one placeholder: a build that lost it would hand out a verifier without the key
  if (template.split(PLACEHOLDER).length !== 2) throw refuse('离线验证器暂不可用：文件不完整，请联系平台运营方');
  const html = Buffer.from(template.replace(PLACEHOLDER, () => `content="${attr(embedded)}"`), 'utf8');
  const value: OfflineVerifier = {
    html,
    sha256: createHash('sha256').update(html).digest('hex'),
    size: html.length,
    fileName: OFFLINE_VERIFIER_FILE_NAME,
    verifierKey,
    keyFingerprint: groupFingerprint(verifierKeyFingerprint(verifierKey)),
  };
  cached = { source, mtimeMs: stat.mtimeMs, embedded, value };
  return value;
}
