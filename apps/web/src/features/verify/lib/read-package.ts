import { parseProofBundle, type ProofBundle, type VerifyStep } from '@evidence/ledger';
import { createDualHasher, type FileHashes } from './hash-blob';
import { listZipEntries, streamZipEntry, type ZipEntry } from './zip-reader';

/**
 * An evidence package, read as the command-line verifier reads it (apps/server/src/verify/
 * evidence-package.ts): proof.json is the one entry of that name in any folder; the original is the
 * entry whose SHA-256 equals the leaf's (only entries of the leaf's size are read); if none matches,
 * the one entry that is not proof.json, a PDF, 验证说明 or macOS metadata, so the file step shows how
 * it differs. Problems with the ZIP or proof.json are thrown as PackageError (shown as a failed step).
 */
export class PackageError extends Error {
  constructor(readonly zh: string) {
    super(zh);
    this.name = 'PackageError';
  }
}

export interface PackageContents {
  bundle: ProofBundle;
  original: { name: string; hashes: FileHashes; matched: boolean } | null;
  step: VerifyStep;
}

/** The CLI's limit for proof.json (read-proof.ts MAX_PROOF_BYTES). */
export const MAX_PROOF_BYTES = 1024 * 1024;

const baseName = (e: ZipEntry) => e.name.slice(e.name.lastIndexOf('/') + 1);
const isProof = (e: ZipEntry) => baseName(e).toLowerCase() === 'proof.json';
const isAccessory = (e: ZipEntry) => isProof(e) || /\.pdf$/i.test(baseName(e)) || baseName(e).startsWith('验证说明')
  || e.name.startsWith('__MACOSX/') || baseName(e).startsWith('._');

async function readText(zip: Blob, entry: ZipEntry, chunkBytes: number): Promise<string> {
  const parts: Uint8Array[] = [];
  await streamZipEntry(zip, entry, chunkBytes, (c) => parts.push(c));
  return new TextDecoder('utf-8').decode(await new Blob(parts as BlobPart[]).arrayBuffer());
}

/** Parses proof.json text strictly; a problem becomes the Chinese text of the ledger package. */
export function parseProofText(text: string, name: string): ProofBundle {
  try {
    return parseProofBundle(text);
  } catch (e) {
    const zh = (e as { zh?: string }).zh ?? String(e);
    throw new PackageError(`${name}：${zh}`);
  }
}

export async function openEvidencePackage(zip: Blob, chunkBytes: number, onProgress?: (done: number, total: number) => void): Promise<PackageContents> {
  let files: ZipEntry[];
  try {
    files = await listZipEntries(zip);
  } catch (e) {
    throw new PackageError(`所选文件不是可读的 ZIP 证据包（${(e as Error).message}）`);
  }
  const proofs = files.filter(isProof);
  if (proofs.length !== 1) {
    throw new PackageError(proofs.length === 0 ? '证据包中没有 proof.json' : `证据包中有 ${proofs.length} 个 proof.json，无法确定用哪一个`);
  }
  const proofEntry = proofs[0]!;
  if (proofEntry.size > MAX_PROOF_BYTES) throw new PackageError(`证据包中的 ${proofEntry.name} 过大`);
  const bundle = parseProofText(await readText(zip, proofEntry, chunkBytes), proofEntry.name);

  const hashed = new Map<ZipEntry, FileHashes>();
  const hash = async (e: ZipEntry): Promise<FileHashes> => {
    const known = hashed.get(e);
    if (known) return known;
    const h = await createDualHasher();
    let done = 0;
    await streamZipEntry(zip, e, chunkBytes, (c) => {
      h.update(c);
      done += c.length;
      onProgress?.(done, e.size);
    });
    const out = h.digest();
    hashed.set(e, out);
    return out;
  };

  for (const e of files.filter((f) => !isProof(f) && f.size === bundle.leaf.size)) {
    const h = await hash(e);
    if (h.sha256 === bundle.leaf.sha256) {
      return {
        bundle, original: { name: e.name, hashes: h, matched: true },
        step: { id: 'package', ok: true, zh: `证据包：proof.json 与原件「${e.name}」（其 SHA-256 与存证记录一致）`, en: `package: proof.json and the original "${e.name}" (its SHA-256 is the leaf's)` },
      };
    }
  }
  const others = files.filter((f) => !isAccessory(f));
  if (others.length === 1) {
    const e = others[0]!;
    return {
      bundle, original: { name: e.name, hashes: await hash(e), matched: false },
      step: { id: 'package', ok: true, zh: `证据包：proof.json 与原件「${e.name}」（包中唯一的其他文件）`, en: `package: proof.json and the original "${e.name}" (the only other file in it)` },
    };
  }
  const names = files.filter((f) => !isProof(f)).map((f) => f.name);
  return {
    bundle, original: null,
    step: {
      id: 'package', ok: false,
      zh: `证据包中没有 SHA-256 与存证记录一致的原件（包中其他文件：${names.join('、') || '无'}）：原件缺失或已被修改`,
      en: `the package holds no file whose SHA-256 is the leaf's (other files: ${names.join(', ') || 'none'}): the original is missing or was changed`,
    },
  };
}
