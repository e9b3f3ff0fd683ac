import { Inflate } from 'fflate';

/**
 * Reads a ZIP (an evidence package) from a File/Blob by random access, the way the command-line
 * verifier's yauzl does: the central directory names every entry and where it is, and an entry is
 * streamed (stored, or inflated with fflate) chunk by chunk, so a package of several GB is never held
 * in memory. ZIP64 is supported (originals may exceed 4 GB); encrypted entries are refused.
 */
export interface ZipEntry {
  name: string;
  /** compression method: 0 stored, 8 deflate */
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
  encrypted: boolean;
}

export class ZipError extends Error {
  constructor(readonly zh: string) {
    super(zh);
    this.name = 'ZipError';
  }
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_U16 = 0xffff;
const MAX_U32 = 0xffffffff;
const utf8 = new TextDecoder('utf-8');

async function bytes(blob: Blob, start: number, end: number): Promise<DataView> {
  if (start < 0 || end > blob.size || start > end) throw new ZipError('ZIP 文件不完整或已损坏');
  return new DataView(await blob.slice(start, end).arrayBuffer());
}

function u64(v: DataView, at: number): number {
  const n = v.getBigUint64(at, true);
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipError('ZIP 文件中的大小或偏移量无效');
  return Number(n);
}

async function directoryBounds(blob: Blob): Promise<{ count: number; offset: number; size: number }> {
  const tail = Math.min(blob.size, 22 + MAX_U16);
  const v = await bytes(blob, blob.size - tail, blob.size);
  let at = -1;
  for (let i = tail - 22; i >= 0; i -= 1) {
    if (v.getUint32(i, true) === EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipError('不是 ZIP 文件（找不到目录）');
  let count = v.getUint16(at + 10, true);
  let size = v.getUint32(at + 12, true);
  let offset = v.getUint32(at + 16, true);
  if (count === MAX_U16 || size === MAX_U32 || offset === MAX_U32) {
    const locAt = at - 20;
    if (locAt < 0 || v.getUint32(locAt, true) !== ZIP64_LOCATOR) throw new ZipError('ZIP64 目录定位记录缺失');
    const recOffset = u64(v, locAt + 8);
    const rec = await bytes(blob, recOffset, recOffset + 56);
    if (rec.getUint32(0, true) !== ZIP64_EOCD) throw new ZipError('ZIP64 目录记录无效');
    count = u64(rec, 32);
    size = u64(rec, 40);
    offset = u64(rec, 48);
  }
  return { count, offset, size };
}

/** Every entry of the ZIP (directories left out). */
export async function listZipEntries(blob: Blob): Promise<ZipEntry[]> {
  const { count, offset, size } = await directoryBounds(blob);
  const v = await bytes(blob, offset, offset + size);
  const out: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i += 1) {
    if (p + 46 > v.byteLength || v.getUint32(p, true) !== CENTRAL) throw new ZipError('ZIP 目录已损坏');
    const flags = v.getUint16(p + 8, true);
    const method = v.getUint16(p + 10, true);
    let compressedSize = v.getUint32(p + 20, true);
    let entrySize = v.getUint32(p + 24, true);
    const nameLen = v.getUint16(p + 28, true);
    const extraLen = v.getUint16(p + 30, true);
    const commentLen = v.getUint16(p + 32, true);
    let localHeaderOffset = v.getUint32(p + 42, true);
    const name = utf8.decode(new Uint8Array(v.buffer, v.byteOffset + p + 46, nameLen));
    // ZIP64 extra field: the 64-bit values of exactly those fields that are 0xFFFFFFFF, in this order.
    let e = p + 46 + nameLen;
    const extraEnd = e + extraLen;
    while (e + 4 <= extraEnd) {
      const id = v.getUint16(e, true);
      const len = v.getUint16(e + 2, true);
      if (id === 0x0001) {
        let q = e + 4;
        if (entrySize === MAX_U32) { entrySize = u64(v, q); q += 8; }
        if (compressedSize === MAX_U32) { compressedSize = u64(v, q); q += 8; }
        if (localHeaderOffset === MAX_U32) { localHeaderOffset = u64(v, q); }
      }
      e += 4 + len;
    }
    p = extraEnd + commentLen;
    if (name.endsWith('/')) continue;
    out.push({ name, method, compressedSize, size: entrySize, localHeaderOffset, encrypted: (flags & 1) === 1 });
  }
  return out;
}

/** Streams an entry's uncompressed bytes to `onChunk`, reading `chunkBytes` of the ZIP at a time. */
export async function streamZipEntry(blob: Blob, entry: ZipEntry, chunkBytes: number, onChunk: (chunk: Uint8Array) => void): Promise<void> {
  if (entry.encrypted) throw new ZipError(`证据包中的「${entry.name}」已加密，无法读取`);
  if (entry.method !== 0 && entry.method !== 8) throw new ZipError(`证据包中的「${entry.name}」使用了不支持的压缩方式（${entry.method}）`);
  const local = await bytes(blob, entry.localHeaderOffset, entry.localHeaderOffset + 30);
  if (local.getUint32(0, true) !== LOCAL) throw new ZipError(`证据包中的「${entry.name}」位置无效`);
  const start = entry.localHeaderOffset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
  const end = start + entry.compressedSize;
  if (end > blob.size) throw new ZipError('ZIP 文件不完整或已损坏');
  let produced = 0;
  const emit = (c: Uint8Array) => {
    produced += c.length;
    if (c.length > 0) onChunk(c);
  };
  const inflate = entry.method === 8 ? new Inflate((c) => emit(c)) : null;
  for (let at = start; at < end; at += chunkBytes) {
    const to = Math.min(end, at + chunkBytes);
    const chunk = new Uint8Array(await blob.slice(at, to).arrayBuffer());
    if (inflate) inflate.push(chunk, to === end);
    else emit(chunk);
  }
  if (produced !== entry.size) throw new ZipError(`证据包中的「${entry.name}」长度不符（应为 ${entry.size} 字节，读出 ${produced} 字节）：ZIP 已损坏`);
}
