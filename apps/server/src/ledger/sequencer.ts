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
  type NodeSource,
} from '@evidence/ledger';
import { isPostgres, type Db } from '../db/connect';
import { checkpointVerifier, type CheckpointVerifier } from './checkpoint-verifier';
import { nodeSource } from './node-store';
import { checkSignedHead, leafEndProblem, LedgerRefusedError, memoNodes, signedLatest, storedLeafEnd, type KnownCheckpoint, type LedgerProblem, type SignedHead } from './signed-head';
import type { LedgerSigner } from './signing-key';

export { LedgerRefusedError, type LedgerProblem } from './signed-head';

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
 *
 * It signs only what it wrote (decision 156): every batch builds on the latest checkpoint that
 * carries this ledger's signature, checked under the lock (signed-head.ts), never on whatever rows
 * the tables hold. When the stored leaves or nodes go beyond that checkpoint or do not fold to its
 * root, the sequencer refuses: that batch and every later append fail with LedgerRefusedError, and
 * the listeners (app.ts: the error log and the operators' notice) hear of it once. It stays so
 * until the process restarts, after an operator has looked (`npm run ledger:fsck`).
 */
export class LedgerSequencer {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private refusal: LedgerProblem | null = null;
  private listeners: Array<(problem: LedgerProblem) => void> = [];
  private readonly verify: CheckpointVerifier;
  /** the latest checkpoint this process wrote or verified: it needs no second signature check */
  private known: KnownCheckpoint | null = null;
  /** the largest size this process saw signed: a smaller latest checkpoint means deleted rows */
  private highest = 0;

  constructor(
    private readonly db: Db,
    private readonly signer: LedgerSigner,
    private readonly opts: SequencerOptions,
  ) {
    this.verify = checkpointVerifier(signer);
  }

  /** Why the sequencer refuses to append, or null while it appends. */
  get refused(): LedgerProblem | null {
    return this.refusal;
  }

  /** Called once when the sequencer starts refusing (at once if it already does). */
  onRefused(listener: (problem: LedgerProblem) => void): void {
    this.listeners.push(listener);
    if (this.refusal) listener(this.refusal);
  }

  append(entry: LeafEntry): Promise<LeafReceipt> {
    if (this.refusal) return Promise.reject(new LedgerRefusedError(this.refusal));
    const valid = validateLeafEntry(entry);
    const bytes = canonicalLeafBytes(valid);
    return new Promise((resolve, reject) => {
      this.queue.push({ entryJson: new TextDecoder().decode(bytes), hash: leafHash(bytes), resolve, reject });
      if (this.queue.length >= this.opts.maxBatch) this.schedule(0);
      else this.schedule(this.opts.maxDelayMs);
    });
  }

  /**
   * Before a record is written (recordEvidence): throws LedgerRefusedError when the sequencer
   * refuses, or when leaves are stored beyond the latest signed checkpoint, so an upload is refused
   * before anything of it is written. Read without the lock, in an order that makes that safe: the
   * leaves first, then the checkpoint, since another process's batch can only raise the checkpoint
   * in between, never lower it. The full check runs under the lock before each batch.
   */
  async assertAppendable(): Promise<void> {
    if (this.refusal) throw new LedgerRefusedError(this.refusal);
    const end = await storedLeafEnd(this.db);
    const signed = await signedLatest(this.db, { verify: this.verify, known: this.known, highest: this.highest });
    if (!signed.ok) throw this.refuse(signed.problem);
    this.trust(signed.head);
    const beyond = end > signed.head.size ? leafEndProblem(signed.head.size, end) : null;
    if (beyond && !beyond.ok) throw this.refuse(beyond.problem);
  }

  /**
   * The check a batch makes, on its own (openLedger runs it at start): records the refusal and
   * answers it, or null when the stored ledger is the one signed.
   */
  async checkStored(): Promise<LedgerProblem | null> {
    if (this.refusal) return this.refusal;
    try {
      await this.db.transaction().execute(async (trx) => {
        if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${SEQUENCER_LOCK})`.execute(trx);
        await this.signedHead(trx, memoNodes(nodeSource(trx)));
      });
    } catch (err) {
      if (err instanceof LedgerRefusedError) return err.problem;
      throw err;
    }
    return null;
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

  /** Records the refusal (the first one stands) and tells the listeners once. */
  private refuse(problem: LedgerProblem): LedgerRefusedError {
    if (!this.refusal) {
      this.refusal = problem;
      for (const listener of this.listeners) {
        try {
          listener(problem);
        } catch {
          // a listener's failure must not turn the refusal into another error
        }
      }
    }
    return new LedgerRefusedError(this.refusal);
  }

  /** The latest signed checkpoint, checked against the stored rows; refuses otherwise. */
  private async signedHead(trx: Db, getNode: NodeSource): Promise<SignedHead> {
    const checked = await checkSignedHead(trx, { verify: this.verify, known: this.known, highest: this.highest, getNode });
    if (!checked.ok) throw this.refuse(checked.problem);
    this.trust(checked.head);
    return checked.head;
  }

  /** A checkpoint verified or written: committed, so the next check may skip its signature. */
  private trust(head: SignedHead): void {
    this.known = { note: head.note, size: head.size, rootHex: toHex(head.root) };
    this.highest = Math.max(this.highest, head.size);
  }

  private async writeBatch(batch: Pending[]): Promise<number> {
    if (this.refusal) throw new LedgerRefusedError(this.refusal);
    const written = await this.db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${SEQUENCER_LOCK})`.execute(trx);
      // the frontier nodes are read once: by the check (folded to the signed root) and by the batch
      const getNode = memoNodes(nodeSource(trx));
      const start = (await this.signedHead(trx, getNode)).size;
      const nodes = await completedNodesForBatch(start, batch.map((p) => p.hash), getNode);
      const now = Date.now();
      const leaves = batch.map((p, i) => ({ leaf_index: start + i, leaf_hash: toHex(p.hash), entry: p.entryJson, created_at: now }));
      for (let i = 0; i < leaves.length; i += CHUNK) await trx.insertInto('ledger_leaves').values(leaves.slice(i, i + CHUNK)).execute();
      const rows = nodes.map((n) => ({ level: n.level, node_index: n.index, hash: toHex(n.hash) }));
      for (let i = 0; i < rows.length; i += CHUNK) await trx.insertInto('ledger_nodes').values(rows.slice(i, i + CHUNK)).execute();
      const size = start + batch.length;
      const root = await rootAt(size, getNode);
      const note = await writeCheckpoint(trx, this.signer, size, root, now);
      return { start, head: { size, root, note } };
    });
    // only once committed: the next batch may skip this note's signature check
    this.trust(written.head);
    return written.start;
  }
}

export async function writeCheckpoint(
  trx: Db,
  signer: LedgerSigner,
  size: number,
  root: Uint8Array,
  now = Date.now(),
): Promise<string> {
  const note = signNote(formatCheckpoint({ origin: signer.origin, size, rootHash: root }), signer.signer);
  await trx.insertInto('ledger_checkpoints').values({ tree_size: size, root_hash: toHex(root), note, created_at: now }).execute();
  return note;
}
