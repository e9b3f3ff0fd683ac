/** Hex helpers shared by the anchors; roots are lowercase hex without 0x like everywhere in the ledger. */

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

/** Strict decoding (optional 0x, even length, hex digits only); null instead of a silently short buffer. */
export function fromHex(hex: string): Uint8Array | null {
  const h = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
  if (h.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(h)) return null;
  return new Uint8Array(Buffer.from(h, 'hex'));
}

/** A root hash as 32 bytes, from bytes or hex; throws on anything else so a wrong root is never anchored. */
export function rootBytes(root: Uint8Array | string): Uint8Array {
  const bytes = typeof root === 'string' ? fromHex(root) : root;
  if (!bytes || bytes.length !== 32) throw new Error('root hash must be 32 bytes');
  return bytes;
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
