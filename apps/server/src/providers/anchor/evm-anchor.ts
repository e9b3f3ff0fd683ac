import { Wallet, isError } from 'ethers';
import { AnchorError, reasonOf } from './anchor-error';
import type { AnchorInput, AnchorProvider, EvmAnchorReceipt } from './anchor-provider';
import { evmAnchorData } from './evm-data';
import { nodeChainId, openRpc, withTimeout } from './evm-rpc';
import { rootBytes, toHex } from './hex';

export { EVM_ANCHOR_TAG, evmAnchorData, parseEvmAnchorData } from './evm-data';
export { verifyEvmReceipt, type EvmVerifyOptions } from './evm-verify';

export interface EvmAnchorOptions {
  /** JSON-RPC endpoint of any EVM-compatible node (public chain, consortium chain, local test node) */
  rpcUrl: string;
  /** hex private key of the funded account that sends the anchor transactions */
  privateKey: string;
  /** the chain the node must be on; a different node chain id fails every attempt */
  chainId: number;
  /** blocks that must include or follow the transaction before the receipt is given (>= 1) */
  confirmations: number;
  /** link for the certificate; `{txHash}`, `{blockNumber}` and `{chainId}` are replaced */
  explorerUrlTemplate?: string;
  /** limit for each node request and for the wait for confirmations */
  timeoutMs: number;
  /** true for a chain that exists only on this machine (a development node) */
  isLocal?: boolean;
}

export function explorerUrl(template: string, r: Pick<EvmAnchorReceipt, 'txHash' | 'blockNumber' | 'chainId'>): string {
  return template
    .replaceAll('{txHash}', r.txHash)
    .replaceAll('{blockNumber}', String(r.blockNumber))
    .replaceAll('{chainId}', String(r.chainId));
}

/** Maps an ethers failure to a retry decision; unknown failures count as a refusal by the node. */
function classify(err: unknown, what: string, txHash?: string): AnchorError {
  if (err instanceof AnchorError) return err;
  const extra = { cause: err, ...(txHash ? { txHash } : {}) };
  if (isError(err, 'TIMEOUT')) return new AnchorError('timeout', `${what}: timed out`, extra);
  if (isError(err, 'NETWORK_ERROR') || isError(err, 'SERVER_ERROR')) {
    return new AnchorError('unreachable', `${what}: EVM node unreachable: ${reasonOf(err)}`, extra);
  }
  return new AnchorError('rejected', `${what}: ${reasonOf(err)}`, extra);
}

/**
 * Anchors a root by a zero-value transaction from the key's address to itself carrying
 * `EVIDENCE-LEDGER1 ‖ root` as data (see evm-data.ts). Self-sending needs no contract and keeps every
 * anchor in one address's history, where anyone can list them.
 */
export function createEvmAnchor(opts: EvmAnchorOptions): AnchorProvider {
  if (!Number.isInteger(opts.confirmations) || opts.confirmations < 1) throw new Error('confirmations must be an integer >= 1');
  if (!Number.isInteger(opts.chainId) || opts.chainId < 1) throw new Error('chainId must be a positive integer');
  let signer: Wallet;
  try {
    signer = new Wallet(opts.privateKey);
  } catch {
    throw new Error('EVM anchor private key is not a valid secp256k1 key'); // never echo the key
  }
  // One anchor at a time: the account's nonce is read from the node, so parallel sends would collide.
  let queue: Promise<unknown> = Promise.resolve();

  async function anchorOnce(input: AnchorInput): Promise<EvmAnchorReceipt> {
    const root = rootBytes(input.rootHash);
    const { rpcUrl, timeoutMs, chainId, confirmations } = opts;
    const rpc = openRpc(rpcUrl, chainId, timeoutMs);
    let txHash: string | undefined;
    try {
      const nodeChain = await nodeChainId(rpc, rpcUrl, timeoutMs);
      if (nodeChain !== chainId) {
        throw new AnchorError('misconfigured', `EVM node ${rpcUrl} is on chain ${nodeChain}, configured chain is ${chainId}`);
      }
      const wallet = signer.connect(rpc);
      const tx = await withTimeout(
        wallet.sendTransaction({ to: wallet.address, value: 0n, data: evmAnchorData(root), chainId }),
        timeoutMs,
        `EVM node ${rpcUrl} did not accept the anchor transaction within ${timeoutMs} ms`,
      ).catch((err: unknown) => { throw classify(err, 'sending the anchor transaction'); });
      txHash = tx.hash;
      const unconfirmed = `anchor transaction ${txHash} sent but not confirmed (${confirmations} confirmation(s)) within ${timeoutMs} ms; it may still be mined`;
      const mined = await withTimeout(tx.wait(confirmations, timeoutMs), timeoutMs + 1000, unconfirmed, txHash).catch((err: unknown) => {
        throw isError(err, 'TIMEOUT') ? new AnchorError('timeout', unconfirmed, { cause: err, txHash: tx.hash }) : err;
      });
      if (!mined || mined.status !== 1) throw new AnchorError('rejected', `anchor transaction ${txHash} failed on chain`, { txHash });
      const block = await rpc.getBlock(mined.blockHash);
      if (!block || block.number !== mined.blockNumber) {
        throw new AnchorError('bad-response', `block ${mined.blockHash} of transaction ${txHash} not found`, { txHash });
      }
      const receipt: EvmAnchorReceipt = {
        type: 'evm',
        chainId,
        txHash: mined.hash,
        blockNumber: mined.blockNumber,
        blockHash: mined.blockHash,
        timestamp: block.timestamp,
        rootHash: toHex(root),
      };
      if (opts.explorerUrlTemplate) receipt.explorerUrl = explorerUrl(opts.explorerUrlTemplate, receipt);
      return receipt;
    } catch (err) {
      throw classify(err, txHash ? `anchor transaction ${txHash}` : 'EVM anchor', txHash);
    } finally {
      rpc.destroy();
    }
  }

  return {
    type: 'evm',
    isLocal: opts.isLocal ?? false,
    anchor(input) {
      const run = queue.then(() => anchorOnce(input));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
