import type { VerifyStep } from '@evidence/ledger';
import yauzl from 'yauzl';
import { verifyWacz } from '../services/capture/package/verify-wacz';
import type { PublishedWaczKey } from './trusted-key';

/** The largest WACZ read whole for the inner check (web captures are a few MB; sessions tens). */
const MAX_WACZ_BYTES = 1024 ** 3;

/**
 * When the evidence package's original is a WACZ (a web capture's or a session's package, decisions 522–523),
 * one more step after the ledger's: every file inside listed with its SHA-256, the signed datapackage digest, the
 * ECDSA package signature and every WARC record's digest. With `published` (--key-url: the key the platform
 * publishes at /api/share/waczKey) the package's key must be that key, or the step fails (decision 644);
 * without it the step says the key was not compared. The ledger steps are what tie the package to the platform
 * and a time. Null when the original is not a .wacz.
 */
export async function waczStep(packageFile: string, originalName: string, published?: PublishedWaczKey): Promise<VerifyStep | null> {
  if (!/\.wacz$/i.test(originalName)) return null;
  const zip = await yauzl.openPromise(packageFile, { lazyEntries: true, autoClose: false });
  try {
    for await (const e of zip.eachEntry()) {
      if (e.fileName !== originalName) continue;
      if (e.uncompressedSize > MAX_WACZ_BYTES) return { id: 'wacz', ok: false, zh: 'WACZ 证据包过大，未核验包内签名', en: 'the WACZ is too large; its inner signature was not checked' };
      const chunks: Buffer[] = [];
      for await (const c of await zip.openReadStreamPromise(e)) chunks.push(c as Buffer);
      const v = await verifyWacz(Buffer.concat(chunks));
      if (!v.ok) {
        const bad = v.checks.filter((c) => !c.ok).map((c) => `${c.name}：${c.detail}`);
        return { id: 'wacz', ok: false, zh: `WACZ 证据包内部核验未通过：${bad.join('；')}`, en: `the WACZ's inner check failed: ${v.checks.filter((c) => !c.ok).map((c) => c.name).join(', ')}` };
      }
      const files = v.checks.filter((c) => c.name.startsWith('文件 ')).length;
      if (published && published.fingerprint !== v.keyFingerprint) {
        return {
          id: 'wacz',
          ok: false,
          zh: `WACZ 证据包的打包签名密钥（指纹 ${v.keyFingerprint}）不是平台公布的密钥（${published.fetchedFrom}，指纹 ${published.fingerprint}）`,
          en: `the WACZ was signed with key ${v.keyFingerprint}, not the key the platform publishes (${published.fetchedFrom}: ${published.fingerprint})`,
        };
      }
      const compared = published
        ? { zh: `，与平台公布的密钥一致（${published.fetchedFrom}）`, en: `, the key the platform publishes (${published.fetchedFrom})` }
        : { zh: '；未与平台公布的密钥比对（加 --key-url 平台网址 即比对）', en: '; not compared with the key the platform publishes (add --key-url)' };
      return {
        id: 'wacz',
        ok: true,
        zh: `WACZ 证据包：${files} 个文件与包描述一致，WARC 记录摘要一致，打包签名有效（ECDSA P-384，签名时间 ${v.signedData?.created}，密钥指纹 ${v.keyFingerprint}）${compared.zh}`,
        en: `WACZ: ${files} files match datapackage.json, every WARC record digest matches, the package signature is valid (ECDSA P-384, signed ${v.signedData?.created}, key fingerprint ${v.keyFingerprint})${compared.en}`,
      };
    }
    return null;
  } finally {
    zip.close();
  }
}
