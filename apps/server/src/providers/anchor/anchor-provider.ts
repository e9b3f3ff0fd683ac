/**
 * An anchor writes a checkpoint's root hash somewhere the notary cannot rewrite later (a blockchain, an
 * RFC 3161 time-stamp authority) and returns a receipt anyone can check without trusting our server.
 * These shapes are mirrored by the proof bundle type in packages/ledger: change both or neither.
 */
export interface AnchorInput {
  origin: string;
  treeSize: number;
  /** the checkpoint's root hash, 32 bytes */
  rootHash: Uint8Array;
  /** the signed note text of the checkpoint */
  checkpoint: string;
}

export type AnchorReceipt =
  | {
      type: 'evm';
      chainId: number;
      /** 0x-prefixed, as EVM tools print it */
      txHash: string;
      blockNumber: number;
      blockHash: string;
      /** unix seconds of the block */
      timestamp: number;
      /** lowercase hex without 0x, like every other root in the ledger */
      rootHash: string;
      explorerUrl?: string;
    }
  | {
      type: 'tsa';
      /** base64 DER TimeStampToken (CMS ContentInfo holding SignedData over a TSTInfo) */
      token: string;
      /** ISO 8601 genTime of the TSTInfo */
      genTime: string;
      /** lowercase hex without 0x */
      rootHash: string;
      /** the TSA's URL, for people reading the receipt */
      tsa?: string;
    };

export interface AnchorProvider {
  readonly type: 'evm' | 'tsa';
  /** true when the anchor runs on this machine only (a local test chain or TSA), shown on certificates */
  readonly isLocal: boolean;
  anchor(input: AnchorInput): Promise<AnchorReceipt>;
}

/** Result of verifying a receipt; the messages are shown to people (Chinese first, English second). */
export interface AnchorCheck {
  ok: boolean;
  zh: string;
  en: string;
}

export type EvmAnchorReceipt = Extract<AnchorReceipt, { type: 'evm' }>;
export type TsaAnchorReceipt = Extract<AnchorReceipt, { type: 'tsa' }>;
