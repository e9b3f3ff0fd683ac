import type { ProofBundle, VerifyStep } from '@evidence/ledger';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { hashStream, type FileHashes } from './hash-file';
import { MAX_PROOF_BYTES, parseProof } from './read-proof';
import { UsageError } from './usage';

/**
 * An evidence package is a ZIP holding the original file, a PDF certificate, proof.json and 验证说明.txt.
 * The original is the entry whose SHA-256 is the leaf's. If none matches (the original was changed),
 * the one entry that is neither proof.json, a PDF nor 验证说明 is taken, so the file step shows the
 * difference. Entries are streamed from the ZIP, never written to disk.
 */
export interface PackageContents {
  bundle: ProofBundle;
  /** the original's name in the ZIP and its hashes; null when no entry can be the original */
  original: { name: string; hashes: FileHashes; matched: boolean } | null;
  /** what was found, as the first step of the report */
  step: VerifyStep;
}

const baseName = (e: Entry) => e.fileName.slice(e.fileName.lastIndexOf('/') + 1);
const isProof = (e: Entry) => baseName(e).toLowerCase() === 'proof.json';
/** Not the original when nothing matches: the proof, the certificate, the instructions, macOS metadata. */
const isAccessory = (e: Entry) => isProof(e) || /\.pdf$/i.test(baseName(e)) || baseName(e).startsWith('验证说明')
  || e.fileName.startsWith('__MACOSX/') || baseName(e).startsWith('._');

async function openZip(file: string): Promise<ZipFile> {
  try {
    return await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  } catch (err) {
    throw new UsageError(`${file} 不是可读的 ZIP 证据包（${(err as Error).message}）`, `${file} is not a readable ZIP evidence package (${(err as Error).message})`);
  }
}

async function readEntry<T>(zip: ZipFile, entry: Entry, use: (stream: AsyncIterable<unknown>) => Promise<T>): Promise<T> {
  try {
    return await use(await zip.openReadStreamPromise(entry));
  } catch (err) {
    throw new UsageError(`无法读取证据包中的 ${entry.fileName}（${(err as Error).message}）`,
      `cannot read ${entry.fileName} in the package (${(err as Error).message})`);
  }
}

async function readProof(zip: ZipFile, files: Entry[]): Promise<ProofBundle> {
  const proofs = files.filter(isProof);
  if (proofs.length !== 1) {
    throw proofs.length === 0
      ? new UsageError('证据包中没有 proof.json', 'the package holds no proof.json')
      : new UsageError(`证据包中有 ${proofs.length} 个 proof.json，无法确定用哪一个`, `the package holds ${proofs.length} proof.json files; which one is meant is unclear`);
  }
  const entry = proofs[0]!;
  if (entry.uncompressedSize > MAX_PROOF_BYTES) throw new UsageError(`证据包中的 ${entry.fileName} 过大`, `${entry.fileName} in the package is too large`);
  const text = await readEntry(zip, entry, async (stream) => {
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  return parseProof(text, entry.fileName);
}

export async function openEvidencePackage(file: string): Promise<PackageContents> {
  const zip = await openZip(file);
  try {
    const files: Entry[] = [];
    try {
      for await (const e of zip.eachEntry()) if (!e.fileName.endsWith('/')) files.push(e);
    } catch (err) {
      throw new UsageError(`${file} 不是可读的 ZIP 证据包（${(err as Error).message}）`, `${file} is not a readable ZIP evidence package (${(err as Error).message})`);
    }
    const bundle = await readProof(zip, files);
    const hashed = new Map<Entry, FileHashes>();
    const hash = async (e: Entry) => hashed.get(e) ?? hashed.set(e, await readEntry(zip, e, hashStream)).get(e)!;

    // Only an entry of the leaf's size can match, so the (possibly large) others are never read.
    for (const e of files.filter((f) => !isProof(f) && f.uncompressedSize === bundle.leaf.size)) {
      const h = await hash(e);
      if (h.sha256 === bundle.leaf.sha256) {
        return {
          bundle, original: { name: e.fileName, hashes: h, matched: true },
          step: { id: 'package', ok: true, zh: `证据包：proof.json 与原件「${e.fileName}」（其 SHA-256 与存证记录一致）`, en: `package: proof.json and the original "${e.fileName}" (its SHA-256 is the leaf's)` },
        };
      }
    }
    const others = files.filter((f) => !isAccessory(f));
    if (others.length === 1) {
      const e = others[0]!;
      return {
        bundle, original: { name: e.fileName, hashes: await hash(e), matched: false },
        step: { id: 'package', ok: true, zh: `证据包：proof.json 与原件「${e.fileName}」（包中唯一的其他文件）`, en: `package: proof.json and the original "${e.fileName}" (the only other file in it)` },
      };
    }
    const names = files.filter((f) => !isProof(f)).map((f) => f.fileName);
    return {
      bundle, original: null,
      step: {
        id: 'package', ok: false,
        zh: `证据包中没有 SHA-256 与存证记录一致的原件（包中其他文件：${names.join('、') || '无'}）：原件缺失或已被修改`,
        en: `the package holds no file whose SHA-256 is the leaf's (other files: ${names.join(', ') || 'none'}): the original is missing or was changed`,
      },
    };
  } finally {
    zip.close();
  }
}
