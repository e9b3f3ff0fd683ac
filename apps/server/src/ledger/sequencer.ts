import { sql } from 'kysely';
import {
  completedNodesForBatch,
  canonicalLeafBytes,
  formatCheckpoint,
  leafHash,
  rootAt,
  signNote,
  toHex,
  validateLeafEntry,
  type LeafEntry,
} from '@evidence/ledger';
import { isPostgres, type Db } from '../db/connect';
import { nodeSource, treeSize } from './node-store';
import type { LedgerSigner } from './signing-key';

export interface LeafReceipt {
  leafIndex: number;
  leafHash: string;
  /** the size of the signed checkpoint written with this leaf's batch */
  treeSize: number;
}

interface Pending {
  entryJson: string;
  hash: Uint8Array;
  resolve: (r: LeafReceipt) => void;
  reject: (e: unknown) => void;
}

export interface SequencerOptions {
  maxBatch: number;
  maxDelayMs: number;
}

/** One key for the whole log: PostgreSQL lets one batch at a time, from any process, append. */
export const SEQUENCER_LOCK = 0x4c454447; // 'LEDG'
const CHUNK = 200;

/**
 * Batches appends: a batch is written in one transaction (leaves, completed subtree nodes, the
 * signed checkpoint) and only after its commit does any caller get a receipt. Anchoring is not
 * queued here: the anchor worker anchors the latest checkpoint on its own schedule.
 * A failed batch writes nothing and every caller in it gets the error.
 */
export class LedgerSequencer {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly signer: LedgerSigner,
    private readonly opts: SequencerOptions,
  ) {}

  append(entry: LeafEntry): Promise<LeafReceipt> {
    const valid = validateLeafEntry(entry);
    const bytes = canonicalLeafBytes(valid);
    return new Promise((resolve, reject) => {
      this.queue.push({ entryJson: new TextDecoder().decode(bytes), hash: leafHash(bytes), resolve, reject });
      if (this.queue.length >= this.opts.maxBatch) this.schedule(0);
      else this.schedule(this.opts.maxDelayMs);
    });
  }

  /** Writes everything queued so far; resolves when it is committed. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.chain = this.chain.then(() => this.drain());
    return this.chain;
  }

  private schedule(delay: number): void {
    if (this.timer && delay > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), delay);
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.opts.maxBatch);
      try {
        const start = await this.writeBatch(batch);
        const size = start + batch.length;
        batch.forEach((p, i) => p.resolve({ leafIndex: start + i, leafHash: toHex(p.hash), treeSize: size }));
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
    }
  }

  private async writeBatch(batch: Pending[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${SEQUENCER_LOCK})`.execute(trx);
      const start = await treeSize(trx);
      const getNode = nodeSource(trx);
      const nodes = await completedNodesForBatch(start, batch.map((p) => p.hash), getNode);
      const now = Date.now();
      const leaves = batch.map((p, i) => ({ leaf_index: start + i, leaf_hash: toHex(p.hash), entry: p.entryJson, created_at: now }));
      for (let i = 0; i < leaves.length; i += CHUNK) await trx.insertInto('ledger_leaves').values(leaves.slice(i, i + CHUNK)).execute();
      const rows = nodes.map((n) => ({ level: n.level, node_index: n.index, hash: toHex(n.hash) }));
      for (let i = 0; i < rows.length; i += CHUNK) await trx.insertInto('ledger_nodes').values(rows.slice(i, i + CHUNK)).execute();
      const size = start + batch.length;
      await writeCheckpoint(trx, this.signer, size, await rootAt(size, getNode), now);
      return start;
    });
  }
}

export async function writeCheckpoint(
  trx: Db,
  signer: LedgerSigner,
  size: number,
  root: Uint8Array,
  now = Date.now(),
): Promise<void> {
  const note = signNote(formatCheckpoint({ origin: signer.origin, size, rootHash: root }), signer.signer);
  await trx.insertInto('ledger_checkpoints').values({ tree_size: size, root_hash: toHex(root), note, created_at: now }).execute();
}
