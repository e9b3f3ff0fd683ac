import { randomBytes, randomInt } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { leafDigest, leafIndexDigest, leafMix, nodeDigestSql } from '../../../src/ledger/fsck-index-digest';

/**
 * The sums that stand in for integrity_check(ledger_leaves / ledger_nodes) on a healthy ledger (decision 660)
 * may only say "the index holds its table's rows" when it does: a changed character or index changes a leaf's
 * mix, the index side read in chunks sums exactly what the scan sums, and an entry of the wrong form makes
 * the sum one no scan gives.
 */
const HEX = '0123456789abcdef';
const hash = () => randomBytes(32).toString('hex');

function ledgerDb(leaves: string[]): SQLite.Database {
  const db = new SQLite(':memory:');
  // the tables and indexes as migrations 0001… create them on SQLite
  db.exec('create table ledger_leaves (leaf_index integer primary key, leaf_hash varchar(64) not null, entry text not null, created_at integer not null)');
  db.exec('create index ledger_leaves_hash on ledger_leaves (leaf_hash)');
  db.exec('create table ledger_nodes (level integer not null, node_index integer not null, hash varchar(64) not null, constraint ledger_nodes_pk primary key (level, node_index))');
  const insert = db.prepare("insert into ledger_leaves values (?, ?, '{}', 0)");
  leaves.forEach((h, i) => insert.run(i, h));
  return db;
}

describe('fsck index sums', () => {
  it('one changed character of a hash, or another index, changes a leaf\'s mix', () => {
    for (let round = 0; round < 200; round += 1) {
      const h = hash();
      const key = randomInt(1, 2 ** 31);
      const index = randomInt(1_000_000);
      const mix = leafMix(h, index, key);
      const at = randomInt(64);
      const other = HEX[(HEX.indexOf(h[at]!) + randomInt(1, 16)) % 16]!;
      expect(leafMix(h.slice(0, at) + other + h.slice(at + 1), index, key)).not.toBe(mix);
      expect(leafMix(h, index + randomInt(1, 1000), key)).not.toBe(mix);
    }
  });

  it('the index side read in chunks sums what the scan sums over the table, for every chunk size', () => {
    const leaves = Array.from({ length: 1000 }, hash);
    const db = ledgerDb(leaves);
    const key = randomInt(1, 2 ** 31);
    const scan = leafDigest(leaves, 0, key);
    for (const chunk of [1, 7, 999, 1000, 1001, 65_536]) expect(leafIndexDigest(db, key, chunk)).toEqual([1000, scan]);
    // a leaf whose hash differs from what the scan saw (as when an index entry is not its row's)
    db.prepare('update ledger_leaves set leaf_hash = ? where leaf_index = 500').run(hash());
    expect(leafIndexDigest(db, key, 64)[1]).not.toBe(scan);
    db.close();
  });

  it('an index entry of the wrong form makes the sum −1, which no scan gives', () => {
    const leaves = Array.from({ length: 50 }, hash);
    const db = ledgerDb(leaves);
    db.prepare('update ledger_leaves set leaf_hash = ? where leaf_index = 3').run(leaves[3]!.slice(0, 63));
    expect(leafIndexDigest(db, 5, 16)).toEqual([50, -1]);
    db.close();
  });

  it('ledger_nodes: the table and its primary-key index sum alike, and a changed key changes the sum', () => {
    const db = ledgerDb([]);
    const insert = db.prepare('insert into ledger_nodes values (?, ?, ?)');
    for (let level = 0; level < 6; level += 1) for (let i = 0; i < 64 >> level; i += 1) insert.run(level, i, hash());
    const key = randomInt(1, 2 ** 31);
    const table = db.prepare(nodeDigestSql('ledger_nodes not indexed', key)).raw(true).get();
    const index = db.prepare(nodeDigestSql('ledger_nodes indexed by sqlite_autoindex_ledger_nodes_1', key)).raw(true).get();
    expect(table).toEqual(index);
    expect((table as number[])[0]).toBe(126);
    db.prepare('update ledger_nodes set node_index = 1000 where level = 2 and node_index = 5').run();
    expect(db.prepare(nodeDigestSql('ledger_nodes not indexed', key)).raw(true).get()).not.toEqual(table);
    db.close();
  });
});
