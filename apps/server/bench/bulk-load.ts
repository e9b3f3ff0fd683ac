import path from 'node:path';
import { createPrivateKey, hash, sign } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { canonicalLeafJson, formatCheckpoint, keyId, signNote, toBase64 } from '@evidence/ledger';
import { connectDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { openLedger } from '../src/ledger/open-ledger';
import { benchEntry } from './entries';

export const BENCH_ORIGIN = 'bench.example/ledger';

export interface BulkLoadResult {
  checkpoints: number;
  ms: number;
}

/**
 * Builds an n-leaf ledger fast for the proof and fsck figures, not through the sequencer: leaves and
 * every complete subtree hash written straight into SQLite, and a signed checkpoint after every
 * `batch` leaves and at n, as the sequencer writes them when every batch is full. The bytes are
 * exactly the sequencer's (the first note is compared with signNote's), so fsck must accept them.
 * Set-up shortcuts, as this is not what is measured: no journal and no fsync while loading, the
 * leaf-hash index built once at the end, SHA-256 and Ed25519 from node:crypto.
 */
export async function bulkLoadLedger(dataDir: string, n: number, batch: number): Promise<BulkLoadResult> {
  const started = performance.now();
  const handle = connectDatabase({ dataDir });
  await migrateToLatest(handle);
  const { signer } = await openLedger(handle.db, { dataDir, origin: BENCH_ORIGIN, maxBatch: batch, maxDelayMs: 250 });
  await handle.close();

  const sqlite = new SQLite(path.join(dataDir, 'app.db'));
  sqlite.pragma('journal_mode = DELETE');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  const index = sqlite.prepare("select sql from sqlite_master where type = 'index' and name = 'ledger_leaves_hash'").pluck().get() as string;
  sqlite.exec('drop index ledger_leaves_hash');
  const insertLeaf = sqlite.prepare('insert into ledger_leaves (leaf_index, leaf_hash, entry, created_at) values (?, ?, ?, ?)');
  const insertNode = sqlite.prepare('insert into ledger_nodes (level, node_index, hash) values (?, ?, ?)');
  const insertCheckpoint = sqlite.prepare('insert into ledger_checkpoints (tree_size, root_hash, note, created_at) values (?, ?, ?, ?)');

  // levels[l] holds the 2^l-leaf subtrees completed so far, 32 bytes each
  const levels: Buffer[] = [];
  const nodeAt = (level: number, index: number) => levels[level]!.subarray(index * 32, index * 32 + 32);
  const nodeHash = (l: Buffer, r: Buffer) => hash('sha256', Buffer.concat([Buffer.from([1]), l, r]), 'buffer') as unknown as Buffer;
  for (let l = 0; 2 ** l <= n; l += 1) {
    levels.push(Buffer.alloc(Math.floor(n / 2 ** l) * 32));
  }
  // the root of the first `size` leaves: its complete subtrees, biggest first, folded from the right
  const rootAt = (size: number): Buffer => {
    const range: Buffer[] = [];
    for (let l = levels.length - 1, offset = 0; l >= 0; l -= 1) {
      if (Math.floor(size / 2 ** l) % 2 === 1) {
        range.push(nodeAt(l, offset / 2 ** l));
        offset += 2 ** l;
      }
    }
    return range.reduceRight((acc, h) => nodeHash(h, acc));
  };
  const key = createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), signer.signer.privateKey]), format: 'der', type: 'pkcs8' });
  const sigPrefix = Buffer.from(keyId(signer.signer.name, signer.signer.publicKey));
  const signedNote = (size: number, root: Buffer): string => {
    const body = formatCheckpoint({ origin: BENCH_ORIGIN, size, rootHash: root });
    const sig = sign(null, Buffer.from(body), key);
    return `${body}\n— ${signer.signer.name} ${toBase64(Buffer.concat([sigPrefix, sig]))}\n`;
  };

  const now = Date.now();
  let checkpoints = 0;
  const CHUNK = 65_536;
  for (let from = 0; from < n; from += CHUNK) {
    sqlite.transaction(() => {
      for (let i = from; i < Math.min(n, from + CHUNK); i += 1) {
        const json = canonicalLeafJson(benchEntry(i));
        const leaf = hash('sha256', `\0${json}`, 'buffer') as unknown as Buffer;
        leaf.copy(levels[0]!, i * 32);
        const hex = leaf.toString('hex');
        insertLeaf.run(i, hex, json, now);
        insertNode.run(0, i, hex);
        // the subtrees leaf i completes
        for (let l = 1, j = i + 1; j % 2 ** l === 0; l += 1) {
          const k = j / 2 ** l - 1;
          const h = nodeHash(nodeAt(l - 1, 2 * k), nodeAt(l - 1, 2 * k + 1));
          h.copy(levels[l]!, k * 32);
          insertNode.run(l, k, h.toString('hex'));
        }
        const size = i + 1;
        if (size % batch === 0 || size === n) {
          const root = rootAt(size);
          const note = signedNote(size, root);
          if (checkpoints === 0 && note !== signNote(formatCheckpoint({ origin: BENCH_ORIGIN, size, rootHash: root }), signer.signer)) {
            throw new Error('bench checkpoint differs from signNote');
          }
          insertCheckpoint.run(size, root.toString('hex'), note, now);
          checkpoints += 1;
        }
      }
    })();
  }
  sqlite.exec(index);
  sqlite.pragma('journal_mode = WAL');
  sqlite.close();
  return { checkpoints, ms: performance.now() - started };
}
