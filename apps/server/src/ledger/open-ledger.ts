import { sql } from 'kysely';
import { EMPTY_ROOT } from '@evidence/ledger';
import { isPostgres, type Db } from '../db/connect';
import type { AnchorProvider } from '../providers/anchor/anchor-provider';
import { AnchorWorker, type AnchorSchedule } from './anchor-worker';
import { LedgerSequencer, SEQUENCER_LOCK, writeCheckpoint, type SequencerOptions } from './sequencer';
import { loadSigner, type LedgerSigner } from './signing-key';

export interface Ledger {
  signer: LedgerSigner;
  sequencer: LedgerSequencer;
  /** anchors checkpoints in the background once started (app.ts starts it when the server is ready) */
  anchors: AnchorWorker;
}

const NO_ANCHORS: AnchorSchedule = { intervalMs: 60_000, pollMs: 1_000, retryBaseMs: 5_000, retryMaxMs: 600_000 };

/**
 * Loads the signing key and makes sure the log has a signed checkpoint from the start
 * (size 0, the empty root), so "the latest checkpoint" always exists. Only an empty log gets it: a
 * log with leaves or nodes but no checkpoint lost its checkpoints, and signing the empty root over
 * it would sign what this ledger did not write. Then the stored log is checked against its latest
 * signed checkpoint (signed-head.ts); when they differ the sequencer refuses to append from the
 * start, and the server still starts so that health and the operators can tell (decision 156).
 */
export async function openLedger(
  db: Db,
  opts: { dataDir: string; origin: string; signingKey?: string | undefined; anchorProviders?: AnchorProvider[]; anchorSchedule?: AnchorSchedule } & SequencerOptions,
): Promise<Ledger> {
  const signer = await loadSigner(db, { dataDir: opts.dataDir, origin: opts.origin, configuredKey: opts.signingKey });
  await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${SEQUENCER_LOCK})`.execute(trx);
    const any = await trx.selectFrom('ledger_checkpoints').select('id').limit(1).executeTakeFirst();
    if (any) return;
    const leaf = await trx.selectFrom('ledger_leaves').select('leaf_index').limit(1).executeTakeFirst();
    const node = await trx.selectFrom('ledger_nodes').select('level').limit(1).executeTakeFirst();
    if (!leaf && !node) await writeCheckpoint(trx, signer, 0, EMPTY_ROOT);
  });
  const sequencer = new LedgerSequencer(db, signer, opts);
  await sequencer.checkStored();
  return {
    signer,
    sequencer,
    anchors: new AnchorWorker(db, opts.anchorProviders ?? [], signer, opts.anchorSchedule ?? NO_ANCHORS, sequencer),
  };
}
