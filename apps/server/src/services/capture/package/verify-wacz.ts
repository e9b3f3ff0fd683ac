import { digestOf, sha256Hex, type FileDigest } from './digests';
import { readWarc } from './read-warc';
import { readZip } from './read-zip';
import { publicKeyFingerprint, verifyAnonymous } from './wacz-signer';
import { resourceUri, type SignedData } from './write-wacz';

export interface WaczCheck {
  /** Chinese, for the verify page and the command line */
  name: string;
  ok: boolean;
  detail: string;
}

export interface WaczVerification {
  ok: boolean;
  checks: WaczCheck[];
  files: FileDigest[];
  signedData: SignedData | null;
  /** SHA-256 of the signing key's SPKI: compare with the platform's published key */
  keyFingerprint: string | null;
  /** the resource files (screenshot.png, report.pdf…) by name, read from the WARC */
  resources: Map<string, Buffer>;
}

interface Datapackage {
  resources?: { path: string; hash: string; bytes: number }[];
  wacz_version?: string;
}

/**
 * Verifies a WACZ made by writeWacz (or any WACZ 1.1.1 signed in the anonymous form): every listed file
 * present with its size and SHA-256, nothing unlisted, the digest file's hash over datapackage.json,
 * the ECDSA signature (and, when given, that it is the platform's key), every WARC record's block
 * digest. Nothing here trusts the server: the command-line verifier runs the same code offline.
 */
export async function verifyWacz(bytes: Buffer, expectedKeyFingerprint?: string): Promise<WaczVerification> {
  const checks: WaczCheck[] = [];
  const add = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const resources = new Map<string, Buffer>();
  let zip: Map<string, Buffer>;
  try {
    zip = await readZip(bytes);
  } catch {
    add('压缩包结构', false, '不是可读的 ZIP 文件');
    return { ok: false, checks, files: [], signedData: null, keyFingerprint: null, resources };
  }
  const files = [...zip.entries()].map(([p, b]) => digestOf(p, b));
  const dpBytes = zip.get('datapackage.json');
  const digestBytes = zip.get('datapackage-digest.json');
  let dp: Datapackage = {};
  let digest: { path?: string; hash?: string; signedData?: SignedData } = {};
  try {
    dp = JSON.parse(dpBytes?.toString('utf8') ?? 'null') as Datapackage;
    digest = JSON.parse(digestBytes?.toString('utf8') ?? 'null') as typeof digest;
  } catch {
    // reported below as missing
  }
  add('包描述文件', Boolean(dp && dp.resources && digest && digest.hash), dp?.wacz_version ? `WACZ ${dp.wacz_version}` : '缺少 datapackage.json 或 datapackage-digest.json');
  const listed = new Set<string>();
  for (const r of dp?.resources ?? []) {
    listed.add(r.path);
    const b = zip.get(r.path);
    const ok = Boolean(b) && b!.length === r.bytes && r.hash === `sha256:${sha256Hex(b!)}`;
    add(`文件 ${r.path}`, ok, ok ? `${r.bytes} 字节，SHA-256 一致` : b ? '大小或 SHA-256 与包描述不一致' : '文件缺失');
  }
  const extra = [...zip.keys()].filter((p) => !listed.has(p) && p !== 'datapackage.json' && p !== 'datapackage-digest.json');
  add('未登记的文件', extra.length === 0, extra.length ? extra.join(', ') : '无');
  const dpHash = dpBytes ? `sha256:${sha256Hex(dpBytes)}` : '';
  add('包描述摘要', Boolean(dpBytes) && digest?.hash === dpHash && digest?.signedData?.hash === dpHash, dpHash || '缺失');
  const sd = digest?.signedData ?? null;
  const sigOk = Boolean(sd && verifyAnonymous(sd));
  add('平台签名（ECDSA）', sigOk, sigOk ? `签名有效，签名时间 ${sd!.created}` : '签名无效或缺失');
  const keyFingerprint = sd?.publicKey ? publicKeyFingerprint(sd.publicKey) : null;
  if (expectedKeyFingerprint) add('签名密钥', keyFingerprint === expectedKeyFingerprint, keyFingerprint === expectedKeyFingerprint ? '为本平台的打包密钥' : '不是本平台的打包密钥');
  for (const [path, b] of zip) {
    if (!path.startsWith('archive/')) continue;
    try {
      const records = readWarc(b);
      const bad = records.filter((r) => !r.blockDigestOk).length;
      add(`WARC 记录 ${path}`, bad === 0, bad === 0 ? `${records.length} 条记录，块摘要全部一致` : `${bad} 条记录的块摘要不一致`);
      for (const r of records) {
        const uri = r.headers['WARC-Target-URI'] ?? '';
        if (r.headers['WARC-Type'] === 'resource' && uri.startsWith('file:///')) resources.set(decodeURIComponent(uri.slice(8)), r.block);
      }
    } catch {
      add(`WARC 记录 ${path}`, false, '无法读取');
    }
  }
  return { ok: checks.every((c) => c.ok), checks, files, signedData: sd, keyFingerprint, resources };
}

export { resourceUri };
