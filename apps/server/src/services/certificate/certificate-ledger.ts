import type { AnchorReceipt, ProofBundle } from '@evidence/ledger';
import { CERT_MSG } from '@evidence/shared/constants';
import type { TCertificateAnchor, TCertificateLedger } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { Evidence } from '../../db/schema';
import { AppError } from '../../errors';
import { leafAnchorStatus } from '../ledger/leaf-anchor-status';
import { buildProofBundle } from '../ledger/proof-bundle';
import { mustHoldToLeaf, type ShownAs } from '../ledger/record-holds-to-leaf';

export interface LedgerFacts {
  ledger: TCertificateLedger;
  /** the proof.json of the record (null before its leaf is in a signed checkpoint) */
  bundle: ProofBundle | null;
}

function anchorOf(receipt: AnchorReceipt | undefined) {
  if (!receipt) return { chainId: null, txHash: null, blockNumber: null, blockHash: null, explorerUrl: null, timestamp: null };
  if (receipt.type === 'evm') {
    return { chainId: receipt.chainId, txHash: receipt.txHash, blockNumber: receipt.blockNumber, blockHash: receipt.blockHash, explorerUrl: receipt.explorerUrl ?? null, timestamp: receipt.timestamp };
  }
  return { chainId: null, txHash: null, blockNumber: null, blockHash: null, explorerUrl: null, timestamp: Math.floor(Date.parse(receipt.genTime) / 1000) };
}

/**
 * What the ledger says about one record: its leaf, the checkpoint its proof.json is built on (the
 * same choice as GET /api/ledger/proofBundle), and each configured anchor's state and receipt. With
 * no anchor configured the statement says that only the signed checkpoint vouches; nothing claims a
 * chain. A record whose row differs from its leaf is refused first (decision 219): every certificate,
 * page or PDF, and every package takes its facts from here.
 */
export async function certificateLedger(ctx: AppContext, row: Evidence, shownAs: ShownAs): Promise<LedgerFacts> {
  await mustHoldToLeaf(ctx, row, shownAs);
  const { signer, anchors: worker } = ctx.ledger;
  let bundle: ProofBundle | null = null;
  if (row.leaf_index !== null) {
    try {
      bundle = await buildProofBundle(ctx.db, signer, Number(row.leaf_index));
    } catch (err) {
      // not yet in a signed checkpoint: the certificate says so instead of failing
      if (!(err instanceof AppError)) throw err;
    }
  }
  const checkpoint = bundle
    ? await ctx.db.selectFrom('ledger_checkpoints').select(['tree_size', 'root_hash', 'note']).where('tree_size', '=', bundle.treeSize).executeTakeFirst()
    : undefined;
  const states = row.leaf_index === null ? [] : await leafAnchorStatus(ctx.db, Number(row.leaf_index), worker.types);
  const anchors: TCertificateAnchor[] = states.map((s) => ({
    type: s.type,
    status: s.status,
    statusName: s.statusName,
    local: worker.providers.find((p) => p.type === s.type)?.isLocal ?? false,
    treeSize: s.treeSize,
    ...anchorOf(s.status === 'success' ? bundle?.anchors.find((a) => a.type === s.type) : undefined),
  }));
  return {
    bundle,
    ledger: {
      origin: signer.origin,
      verifierKey: signer.verifierKey,
      leafIndex: row.leaf_index === null ? null : Number(row.leaf_index),
      leafHash: row.leaf_hash,
      checkpoint: checkpoint ? { treeSize: Number(checkpoint.tree_size), rootHash: checkpoint.root_hash, note: checkpoint.note } : null,
      inclusionProof: bundle !== null,
      anchors,
      statement: statementOf(anchors),
    },
  };
}

function statementOf(anchors: TCertificateAnchor[]): string {
  if (anchors.length === 0) return CERT_MSG.onlyCheckpoint;
  const done = anchors.filter((a) => a.status === 'success');
  // 上链中 only when a chain anchor is configured: a time stamp is no chain (decision 164)
  if (done.length === 0) return `${anchors.some((a) => a.type === 'evm') ? CERT_MSG.anchorPending : CERT_MSG.timeStampPending}；目前仅由公证处账本的签名检查点担保`;
  const names = done.map((a) => (a.type === 'evm' ? `区块链（链ID ${a.chainId}）` : '可信时间戳服务')).join('、');
  const local = done.some((a) => a.local) ? '（演示环境：锚定服务仅在本机运行，不是独立见证）' : '';
  return `签名检查点已锚定于${names}${local}`;
}
