import { FetchRequest, JsonRpcProvider, Network } from 'ethers';
import { AnchorError, reasonOf } from './anchor-error';

/**
 * One JSON-RPC connection per operation. A fresh provider per call means no stale cache or poller
 * survives a node restart, and `staticNetwork` stops ethers from retrying network detection forever
 * (and logging every second) while the node is down; we ask for the chain id ourselves instead.
 */
export function openRpc(rpcUrl: string, chainId: number, timeoutMs: number): JsonRpcProvider {
  const req = new FetchRequest(rpcUrl);
  req.timeout = timeoutMs;
  const network = Network.from(chainId);
  // Anchors are rare and confirmations come in seconds, so a short poll keeps waits short.
  return new JsonRpcProvider(req, network, { staticNetwork: network, pollingInterval: Math.min(1000, timeoutMs), batchMaxCount: 1 });
}

/** Rejects with a timeout AnchorError carrying `message` when `work` takes longer than `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, message: string, txHash?: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AnchorError('timeout', message, txHash ? { txHash } : {})), ms);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** The node's chain id; an AnchorError naming the URL when the node cannot be reached. */
export async function nodeChainId(rpc: JsonRpcProvider, rpcUrl: string, timeoutMs: number): Promise<number> {
  try {
    const hex = await withTimeout(rpc.send('eth_chainId', []) as Promise<string>, timeoutMs, `EVM node ${rpcUrl} did not answer within ${timeoutMs} ms`);
    return Number(BigInt(hex));
  } catch (err) {
    if (err instanceof AnchorError) throw err;
    throw new AnchorError('unreachable', `EVM node ${rpcUrl} unreachable: ${reasonOf(err)}`, { cause: err });
  }
}
