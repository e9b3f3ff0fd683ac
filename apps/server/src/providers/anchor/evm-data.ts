import { fromHex, rootBytes, toHex } from './hex';

/**
 * On-chain format of an EVM anchor (the `data` of a zero-value transaction the notary's address sends to
 * itself), 48 bytes:
 *
 *   bytes  0..15  the ASCII tag "EVIDENCE-LEDGER1" (0x45564944454e43452d4c454447455231)
 *   bytes 16..47  the checkpoint's 32-byte root hash (RFC 9162 tree head), raw
 *
 * The tag lets anyone scan an address's transactions and pick out anchors without knowing our server;
 * its trailing "1" is the format version. No contract is needed, so it works on any EVM chain
 * (public or a consortium chain) and costs only the intrinsic gas plus calldata.
 */
export const EVM_ANCHOR_TAG = 'EVIDENCE-LEDGER1';
const TAG_HEX = Buffer.from(EVM_ANCHOR_TAG, 'ascii').toString('hex');

/** The transaction data for a root: 0x-prefixed lowercase hex of tag ‖ root (48 bytes). */
export function evmAnchorData(root: Uint8Array | string): string {
  return `0x${TAG_HEX}${toHex(rootBytes(root))}`;
}

/** The root (lowercase hex, no 0x) carried by a transaction's data, or null when it is not an anchor. */
export function parseEvmAnchorData(data: string): string | null {
  const bytes = fromHex(data);
  if (!bytes || bytes.length !== 48) return null;
  if (toHex(bytes.subarray(0, 16)) !== TAG_HEX) return null;
  return toHex(bytes.subarray(16));
}
