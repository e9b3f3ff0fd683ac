import type { JsonRpcProvider } from 'ethers';
import { reasonOf } from './anchor-error';
import type { AnchorCheck, EvmAnchorReceipt } from './anchor-provider';
import { parseEvmAnchorData } from './evm-data';
import { nodeChainId, openRpc } from './evm-rpc';
import { fromHex, toHex } from './hex';

export interface EvmVerifyOptions {
  rpcUrl: string;
  timeoutMs?: number;
  /** blocks that must include or follow the transaction now (default 1: it is in the chain) */
  minConfirmations?: number;
  /** the root the receipt must carry (bytes or hex), e.g. the checkpoint's root */
  expectedRoot?: Uint8Array | string;
}

const fail = (zh: string, en: string): AnchorCheck => ({ ok: false, zh, en });
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Re-reads the transaction, its receipt and its block from the node, so the receipt is believed only
 * as far as the chain itself confirms it: the data must be tag ‖ root, the transaction must have
 * succeeded in exactly the receipt's block, and that block must still be on the canonical chain.
 */
export async function verifyEvmReceipt(receipt: EvmAnchorReceipt, opts: EvmVerifyOptions): Promise<AnchorCheck> {
  const root = fromHex(receipt.rootHash);
  if (!root || root.length !== 32) return fail('回执中的根哈希格式无效', 'The receipt root hash is malformed');
  if (opts.expectedRoot !== undefined) {
    const want = typeof opts.expectedRoot === 'string' ? fromHex(opts.expectedRoot) : opts.expectedRoot;
    if (!want || toHex(want) !== toHex(root)) {
      return fail('回执中的根哈希与检查点不一致', 'The receipt root hash differs from the checkpoint root');
    }
  }
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const rpc = openRpc(opts.rpcUrl, receipt.chainId, timeoutMs);
  try {
    const chainId = await nodeChainId(rpc, opts.rpcUrl, timeoutMs);
    if (chainId !== receipt.chainId) {
      return fail(`节点所在链（${chainId}）与回执中的链（${receipt.chainId}）不同`,
        `The node is on chain ${chainId}, the receipt names chain ${receipt.chainId}`);
    }
    return await checkOnChain(rpc, receipt, toHex(root), opts.minConfirmations ?? 1);
  } catch (err) {
    return fail(`无法核验链上交易：${reasonOf(err)}`, `Could not check the transaction on chain: ${reasonOf(err)}`);
  } finally {
    rpc.destroy();
  }
}

async function checkOnChain(rpc: JsonRpcProvider, r: EvmAnchorReceipt, root: string, minConfirmations: number): Promise<AnchorCheck> {
  const tx = await rpc.getTransaction(r.txHash);
  if (!tx) return fail(`链上找不到交易 ${r.txHash}`, `Transaction ${r.txHash} is not on the chain`);
  const carried = parseEvmAnchorData(tx.data);
  if (carried === null) return fail('该交易不是存证锚定交易（数据格式不符）', 'The transaction is not an anchor (its data has the wrong format)');
  if (carried !== root) return fail('链上交易记录的根哈希与回执不一致', 'The root hash recorded on chain differs from the receipt');

  const mined = await rpc.getTransactionReceipt(r.txHash);
  if (!mined) return fail('交易尚未被打包确认', 'The transaction is not mined yet');
  if (mined.status !== 1) return fail('链上交易执行失败', 'The transaction failed on chain');
  if (mined.blockNumber !== r.blockNumber || !same(mined.blockHash, r.blockHash)) {
    return fail('交易所在区块与回执中的区块号或区块哈希不一致', 'The transaction is in another block than the receipt says (number or hash)');
  }
  const block = await rpc.getBlock(r.blockNumber);
  if (!block || !block.hash || !same(block.hash, r.blockHash)) {
    return fail('回执中的区块已不在主链上', 'The receipt block is no longer on the canonical chain');
  }
  if (block.timestamp !== r.timestamp) return fail('回执中的区块时间与链上不一致', 'The receipt block time differs from the chain');

  const confirmations = (await rpc.getBlockNumber()) - r.blockNumber + 1;
  if (confirmations < minConfirmations) {
    return fail(`确认数不足：${confirmations}，要求 ${minConfirmations}`, `Only ${confirmations} confirmation(s), ${minConfirmations} required`);
  }
  const when = new Date(r.timestamp * 1000).toISOString();
  return {
    ok: true,
    zh: `链上核验通过：交易 ${r.txHash} 位于链 ${r.chainId} 的第 ${r.blockNumber} 号区块（${when}），已有 ${confirmations} 个确认`,
    en: `On-chain check passed: transaction ${r.txHash} is in block ${r.blockNumber} of chain ${r.chainId} (${when}) with ${confirmations} confirmation(s)`,
  };
}
