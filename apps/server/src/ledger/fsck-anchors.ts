import type { AnchorCheck, AnchorReceipt } from '../providers/anchor/anchor-provider';
import { verifyEvmReceipt } from '../providers/anchor/evm-verify';
import { verifyTsaToken } from '../providers/anchor/tsa-verify';

export interface AnchorCheckOptions {
  /** PEM of the trusted TSA certificate (ANCHOR_TSA_CERT_FILE); without it the token's own certificate is used */
  tsaCertPem?: string | undefined;
  /** an EVM node to re-read anchor transactions from (ANCHOR_EVM_RPC_URL); without it chain receipts are checked offline only */
  evmRpcUrl?: string | undefined;
}

/**
 * Checks one stored anchor receipt against its checkpoint's root: a time-stamp token's signature and
 * imprint always (offline); an EVM transaction on the chain when a node is given. The receipt's
 * `rootHash` field alone proves nothing, so it is never the only check when more is possible.
 */
export async function checkStoredReceipt(receipt: AnchorReceipt, rootHex: string, opts: AnchorCheckOptions): Promise<AnchorCheck> {
  if (receipt.rootHash !== rootHex) {
    return { ok: false, zh: '回执中的根哈希与检查点不符', en: 'the receipt root does not match its checkpoint' };
  }
  if (receipt.type === 'tsa') return verifyTsaToken(receipt, { expectedRoot: rootHex, ...(opts.tsaCertPem ? { certPem: opts.tsaCertPem } : {}) });
  if (opts.evmRpcUrl) return verifyEvmReceipt(receipt, { rpcUrl: opts.evmRpcUrl, expectedRoot: rootHex });
  return { ok: true, zh: '链上交易未查询（未配置 EVM 节点）', en: 'the chain transaction was not re-read (no EVM node configured)' };
}
