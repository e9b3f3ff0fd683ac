import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { fromHex } from '@evidence/ledger';
import { isPostgres, type Db } from '../db/connect';
import { AnchorError, reasonOf } from '../providers/anchor/anchor-error';
import type { AnchorProvider } from '../providers/anchor/anchor-provider';
import { checkpointVerifier, type CheckpointVerifier } from './checkpoint-verifier';

export interface AnchorSchedule {
  /** at most one anchor round per interval */
  intervalMs: number;
  /** how often due work is looked for */
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/** Separate from the sequencer's lock: anchoring must never hold up appends. */
const ANCHOR_LOCK = 0x414e4348; // 'ANCH'
/** A claimed attempt that has not reported back after this long (a crashed process) is tried again. */
const LEASE_MS = 15 * 60_000;

/** Back-off after the n-th failed attempt (1-based): base, 2×base, 4×base … capped. */
export function retryDelay(attempts: number, policy: Pick<AnchorSchedule, 'retryBaseMs' | 'retryMaxMs'>, retryable = true): number {
  if (!retryable) return policy.retryMaxMs; // a configuration mistake: keep trying, but rarely, until an operator fixes it
  return Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** Math.min(30, Math.max(0, attempts - 1)));
}

/**
 * Anchors checkpoints in the background. A round anchors the latest checkpoint with every configured
 * provider; because a checkpoint commits to every earlier leaf, one anchor covers all leaves before
 * it, so rounds are spaced by `intervalMs` instead of one chain transaction per batch. A new round
 * starts only when the previous one has fully succeeded, so a chain outage leaves one failing
 * anchor retried with back-off (状态 上链失败), not a growing queue.
 *
 * Works across processes sharing a PostgreSQL database: scheduling runs under an advisory lock and
 * each attempt is claimed by a conditional update before the provider is called.
 */
export class AnchorWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private log: FastifyBaseLogger | null = null;
  private readonly byType: Map<string, AnchorProvider>;
  private readonly origin: string;
  private readonly verify: CheckpointVerifier;

  /**
   * Only checkpoints this ledger signed are anchored (decision 156): each is checked against the
   * ledger's own key before a round is scheduled for it and again before a provider is called, and
   * no round starts while the sequencer refuses to append. A checkpoint that fails the check makes
   * the sequencer check the stored ledger (`sequencer.checkStored`), which then refuses.
   */
  constructor(
    private readonly db: Db,
    readonly providers: AnchorProvider[],
    signer: { origin: string; verifierKey: string },
    private readonly schedule: AnchorSchedule,
    private readonly sequencer: { readonly refused: unknown; checkStored(): Promise<unknown> } | null = null,
  ) {
    this.byType = new Map(providers.map((p) => [p.type, p]));
    this.origin = signer.origin;
    this.verify = checkpointVerifier(signer);
  }

  get types(): Array<'evm' | 'tsa'> {
    return this.providers.map((p) => p.type);
  }

  /** Starts polling; nothing runs when no anchor is configured. */
  start(log: FastifyBaseLogger): void {
    this.log = log;
    if (this.providers.length === 0 || this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.schedule.pollMs);
    this.timer.unref();
  }

  /** Stops polling and waits for an attempt in flight (its result is still recorded). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass: start a round if one is due, then try every due anchor. Never overlaps itself. */
  tick(now = Date.now()): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        await this.scheduleRound(now);
        await this.runDue(now);
      } catch (err) {
        this.log?.error({ err: reasonOf(err) }, 'anchor worker pass failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async scheduleRound(now: number): Promise<void> {
    const types = this.types;
    if (types.length === 0 || this.paused()) return;
    let unsigned = false;
    await this.db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) {
        const got = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${ANCHOR_LOCK}) as ok`.execute(trx);
        if (!got.rows[0]?.ok) return; // another process is scheduling
      }
      const open = await trx.selectFrom('ledger_anchors').select('id').where('type', 'in', types).where('status', '!=', 'success').limit(1).executeTakeFirst();
      if (open) return;
      const last = await trx
        .selectFrom('ledger_anchors')
        .innerJoin('ledger_checkpoints', 'ledger_checkpoints.id', 'ledger_anchors.checkpoint_id')
        .select(['ledger_anchors.created_at', 'ledger_checkpoints.tree_size'])
        .where('ledger_anchors.type', 'in', types)
        .orderBy('ledger_anchors.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last && now - Number(last.created_at) < this.schedule.intervalMs) return;
      const latest = await trx.selectFrom('ledger_checkpoints').select(['id', 'tree_size', 'root_hash', 'note']).orderBy('tree_size', 'desc').limit(1).executeTakeFirst();
      if (!latest || latest.tree_size === 0 || (last && latest.tree_size <= Number(last.tree_size))) return;
      if (!this.verify(latest.note, Number(latest.tree_size), latest.root_hash)) {
        this.log?.error({ treeSize: latest.tree_size }, 'LEDGER: the latest checkpoint carries no valid signature by the ledger key; it is not anchored');
        unsigned = true;
        return;
      }
      await trx
        .insertInto('ledger_anchors')
        .values(types.map((type) => ({
          checkpoint_id: latest.id, type, status: 'pending' as const, attempts: 0, next_attempt_at: now, last_error: null, receipt: null, created_at: now, updated_at: now,
        })))
        .execute();
    });
    if (unsigned) await this.sequencer?.checkStored();
  }

  private paused(): boolean {
    return this.sequencer !== null && this.sequencer.refused !== null;
  }

  private async runDue(now: number): Promise<void> {
    const due = await this.db
      .selectFrom('ledger_anchors')
      .innerJoin('ledger_checkpoints', 'ledger_checkpoints.id', 'ledger_anchors.checkpoint_id')
      .select(['ledger_anchors.id', 'ledger_anchors.type', 'ledger_anchors.status', 'ledger_anchors.attempts', 'ledger_anchors.next_attempt_at',
        'ledger_checkpoints.tree_size', 'ledger_checkpoints.root_hash', 'ledger_checkpoints.note'])
      .where('ledger_anchors.status', '!=', 'success')
      .where('ledger_anchors.next_attempt_at', '<=', now)
      .where('ledger_anchors.type', 'in', this.types)
      .orderBy('ledger_anchors.id')
      .execute();
    for (const row of due) {
      const provider = this.byType.get(row.type);
      if (!provider) continue;
      // the row may have been changed since the round was scheduled: anchor only what the ledger signed
      if (this.paused()) return;
      if (!this.verify(row.note, Number(row.tree_size), row.root_hash)) {
        this.log?.error({ anchor: row.id, treeSize: row.tree_size }, 'LEDGER: checkpoint to anchor carries no valid signature by the ledger key; not anchored');
        // looked at again only after the longest back-off: an operator has to repair the row
        await this.db
          .updateTable('ledger_anchors')
          .set({ status: 'failed', last_error: 'the checkpoint carries no valid signature by the ledger key', next_attempt_at: now + this.schedule.retryMaxMs, updated_at: now })
          .where('id', '=', row.id)
          .execute();
        await this.sequencer?.checkStored();
        continue;
      }
      const attempts = row.attempts + 1;
      const claimed = await this.db
        .updateTable('ledger_anchors')
        .set({ attempts, next_attempt_at: now + LEASE_MS, updated_at: now })
        .where('id', '=', row.id)
        .where('status', '=', row.status)
        .where('next_attempt_at', '=', row.next_attempt_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue; // another process took it
      try {
        const receipt = await provider.anchor({ origin: this.origin, treeSize: Number(row.tree_size), rootHash: fromHex(row.root_hash), checkpoint: row.note });
        await this.db
          .updateTable('ledger_anchors')
          .set({ status: 'success', receipt: JSON.stringify(receipt), last_error: null, updated_at: Date.now() })
          .where('id', '=', row.id)
          .execute();
        this.log?.info({ anchor: row.id, type: row.type, treeSize: row.tree_size, attempts }, 'checkpoint anchored');
      } catch (err) {
        const retryable = !(err instanceof AnchorError) || err.retryable;
        const delay = retryDelay(attempts, this.schedule, retryable);
        const reason = reasonOf(err).slice(0, 500);
        await this.db
          .updateTable('ledger_anchors')
          .set({ status: 'failed', last_error: reason, next_attempt_at: Date.now() + delay, updated_at: Date.now() })
          .where('id', '=', row.id)
          .execute();
        this.log?.warn({ anchor: row.id, type: row.type, treeSize: row.tree_size, attempts, retryInMs: delay, reason }, 'anchoring failed; will retry');
      }
    }
  }
}
