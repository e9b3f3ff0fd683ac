import type SQLite from 'better-sqlite3';

/**
 * Index checks of fsck that ride on the leaf scan (decision 660). `PRAGMA integrity_check(ledger_leaves)`
 * and `(ledger_nodes)` re-read both tables and seek every row's index entries: 2.5 s of a 6.5 s fsck at a
 * million leaves. The same question — does each index hold exactly its table's rows? — is answered here by
 * comparing order-independent sums:
 *
 * - `ledger_leaves_hash`: the leaf scan already has every leaf's (index, leaf_hash), checked against its
 *   entry, in this thread and in the page workers; each page adds leafMix(hash, index) to a sum, and fsck
 *   adds the same over the index's own entries (a covering scan of the index alone, ~0.5 s). Equal counts and sums: every index entry is a stored (hash, row id) pair and none is missing.
 * - `ledger_nodes`' primary-key index: the leaf scan reads every node through it and compares its hash, so
 *   only the table's side is left: the table and the index must hold the same (row id, level, node_index)
 *   triples, compared as keyed sums computed by SQLite over each b-tree (two scans of integers, ~0.35 s).
 *
 * The sums are keyed by a random key drawn per run, so a change that keeps them equal cannot be prepared
 * in advance; a random difference goes unseen with a chance of about 2^-32 per run. When a sum differs, fsck
 * asks `PRAGMA integrity_check(<table>)` for SQLite's own words (only then: it is the slow part).
 */

/** A fresh key for one run of fsck (shared with its page workers). */
export function newDigestKey(): number {
  return (Math.random() * 0x7fffffff) | 1;
}

/**
 * The keyed mix of one leaf's hash (64 hex characters) and its index, a 32-bit unsigned integer: FNV-1a
 * from a keyed start (each step is a bijection, so one changed character always changes it), then the
 * index mixed in and a final avalanche (so sums of mixes of similar entries do not cancel out).
 */
export function leafMix(hex: string, index: number, key: number): number {
  let a = key ^ 0x811c9dc5;
  for (let k = 0; k < hex.length; k += 1) a = Math.imul(a ^ hex.charCodeAt(k), 0x01000193);
  a ^= Math.imul(index ^ key, 0x9e3779b1);
  a ^= a >>> 16;
  a = Math.imul(a, 0x85ebca6b);
  a ^= a >>> 13;
  a = Math.imul(a, 0xc2b2ae35);
  return (a ^ (a >>> 16)) >>> 0;
}

/** The sum of leafMix over leaves from, from+1, … modulo 2^32 (exact and independent of the order of adding). */
export function leafDigest(hashes: readonly string[], from: number, key: number): number {
  let sum = 0;
  for (let i = 0; i < hashes.length; i += 1) sum = (sum + leafMix(hashes[i]!, from + i, key)) >>> 0;
  return sum;
}

/** Two digests added modulo 2^32. */
export const addDigest = (a: number, b: number): number => (a + b) >>> 0;

/**
 * SQL of the keyed sum over ledger_nodes' (row id, level, node_index), to be run once on the table
 * (`not indexed`) and once on the primary-key index (`indexed by …`). The leaf scan found every node through
 * the index with its right hash, so the index leads to distinct rows (two subtrees never share a hash);
 * what is left is that each row's own key is the key its index entry has. Each row adds its key's keyed form
 * times a keyed form of its row id, modulo a prime, so a changed key changes the sum unless another change
 * makes up for it exactly, which needs the key. Every value stays below 2^63.
 */
export function nodeDigestSql(source: string, key: number): string {
  const k1 = 1 + (key % 2_147_483_629);
  const k2 = 1 + ((key >>> 9) % 999_983);
  return `select count(*), coalesce(sum((level * ${k2} + node_index) % 2147483647 * (rowid * ${k1} % 2147483647) % 2147483647), 0) from ${source}`;
}

/** Entries of ledger_leaves_hash read per statement by leafIndexDigest. */
export const LEAF_INDEX_CHUNK = 65_536;

/**
 * The index side of the check of ledger_leaves_hash: the number of its entries and the sum of leafMix over
 * them, read from the index alone (a covering scan: the index holds the hash and the row id, which is
 * leaf_index) in chunks of two strings each (the hashes back to back, the indexes as a JSON array), because
 * a row object per entry costs twice as much as SQLite's reading. An entry whose hash is no 64-character text
 * makes the sum −1, which no scan sums to: the caller then asks SQLite. fsck runs it in its own thread while
 * the file-check worker runs quick_check and the node sums (two cores: one each).
 */
export function leafIndexDigest(sqlite: SQLite.Database, key: number, chunk = LEAF_INDEX_CHUNK): [number, number] {
  const stmt = sqlite.prepare(
    `select group_concat(leaf_hash, ''), json_group_array(leaf_index), count(*), max(leaf_hash), min(typeof(leaf_hash)), max(typeof(leaf_hash))
     from (select leaf_hash, leaf_index from ledger_leaves indexed by ledger_leaves_hash where leaf_hash > ? order by leaf_hash limit ${chunk})`,
  ).raw(true);
  let count = 0;
  let sum = 0;
  let bad = false;
  for (let after = ''; ;) {
    const [text, indexes, n, last, lowType, highType] = stmt.get(after) as [string | null, string, number, string | null, string, string];
    if (!n || text === null || last === null) break;
    count += n;
    const at = JSON.parse(indexes) as number[];
    if (lowType !== 'text' || highType !== 'text' || text.length !== n * 64 || at.length !== n) bad = true;
    else for (let i = 0; i < n; i += 1) sum = (sum + leafMix(text.slice(i * 64, i * 64 + 64), at[i]!, key)) >>> 0;
    // a healthy index has one entry per hash, so the next chunk starts after the last hash of this one
    if (n < chunk) break;
    after = last;
  }
  return [count, bad ? -1 : sum];
}
