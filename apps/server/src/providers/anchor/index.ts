/** Anchor providers: write a checkpoint root to an EVM chain or have an RFC 3161 TSA stamp it. */
export type { AnchorCheck, AnchorInput, AnchorProvider, AnchorReceipt, EvmAnchorReceipt, TsaAnchorReceipt } from './anchor-provider';
export { AnchorError, type AnchorErrorCode } from './anchor-error';
export {
  EVM_ANCHOR_TAG, createEvmAnchor, evmAnchorData, explorerUrl, parseEvmAnchorData, verifyEvmReceipt,
  type EvmAnchorOptions, type EvmVerifyOptions,
} from './evm-anchor';
export { createTsaAnchor, verifyTsaToken, type TsaAnchorOptions, type TsaVerifyOptions } from './tsa-anchor';
