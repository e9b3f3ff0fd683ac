import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalLeafJson, leafHashOfEntry, toHex, type LeafEntry } from '@evidence/ledger';
import { rawSqlite } from '../../src/db/connect';
import type { Evidence } from '../../src/db/schema';
import { fsckLedger } from '../../src/ledger/fsck';
import { createTestApp, openTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { storeRecord } from '../helpers/certificate/records';
import { flipHex } from '../helpers/ledger-tamper';

/**
 * fsck holds the evidence records to their leaves (decision 161) and, on SQLite, the database file
 * to SQLite's own check (decision 160). What certificates, the list and the public lookup show is the
 * `evidence` row: a changed SHA-256 there passed fsck, as did a flipped byte in a page of the
 * `ledger_leaves_hash` index. Each change is named, in Chinese and English, and `npm run ledger:fsck`
 * exits 1.
 */
const cli = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
let t: TestApp;
let who: Tenants;
let records: Evidence[];

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  records = [];
  for (const [i, owner] of [who.individual, who.companyMain, who.individual].entries()) {
    records.push(await storeRecord(t, { ownerUserId: owner.userId, creatorUserId: owner.userId }, `记录 ${i} 的原件`));
  }
}, 60_000);
afterAll(async () => t?.close());

const setRow = (id: number, set: Partial<Pick<Evidence, 'sha256' | 'sm3' | 'size' | 'owner_user_id' | 'saved_at' | 'leaf_entry' | 'leaf_hash' | 'leaf_index'>>) =>
  t.db.updateTable('evidence').set(set).where('id', '=', id).execute();

async function expectFound(damage: () => Promise<unknown>, undo: () => Promise<unknown>, problem: { zh: string; en: string }): Promise<void> {
  await damage();
  try {
    const report = await fsckLedger(t.db);
    expect(report.problem).toEqual(problem);
    expect(report.ok).toBe(false);
  } finally {
    await undo();
  }
  expect(await fsckLedger(t.db)).toMatchObject({ ok: true, evidence: records.length });
}

function runFsckCli(): Promise<{ code: number; out: string }> {
  const databaseUrl = process.env.DATABASE_URL;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.dataDir };
  if (databaseUrl && t.pgSchema) env.DATABASE_URL = `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${t.pgSchema}`)}`;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', cli, 'ledger-fsck'], { env, timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, out: `${stdout}${stderr}` });
    });
  });
}

/** Flips the lowest bit of one byte of a file in place; calling it twice restores the file. */
function flipLowBit(file: string, at: number): void {
  const fd = fs.openSync(file, 'r+');
  try {
    const b = Buffer.alloc(1);
    fs.readSync(fd, b, 0, 1, at);
    b[0]! ^= 0x01;
    fs.writeSync(fd, b, 0, 1, at);
  } finally {
    fs.closeSync(fd);
  }
}

describe('fsck holds each evidence record to its leaf', () => {
  it('passes intact records and counts them', async () => {
    expect(await fsckLedger(t.db)).toMatchObject({ ok: true, evidence: 3 });
  });

  const column = (label: string, en: string, change: (r: Evidence) => Parameters<typeof setRow>[1], zh: string) => [label, en, change, zh] as const;
  it.each([
    column('sha256', 'SHA-256', (r) => ({ sha256: flipHex(r.sha256, 3) }), 'SHA-256'),
    column('sm3', 'SM3', (r) => ({ sm3: flipHex(r.sm3, 60) }), 'SM3'),
    column('size', 'size', (r) => ({ size: Number(r.size) + 1 }), '文件大小'),
    column('saved_at', 'time of preservation', (r) => ({ saved_at: Number(r.saved_at) - 1000 }), '保全时间'),
    column('owner_user_id', 'owner (owner commitment)', () => ({ owner_user_id: who.otherCompany.userId }), '持有人（所有人承诺）'),
  ])('a changed %s column (what the certificate and the lookup show)', async (_, en, change, zh) => {
    const r = records[1]!;
    await expectFound(() => setRow(r.id, change(r)), () => setRow(r.id, { sha256: r.sha256, sm3: r.sm3, size: r.size, saved_at: r.saved_at, owner_user_id: r.owner_user_id }), {
      zh: `保全号 ${r.evidence_no} 的存证记录：${zh}与叶子内容不符`,
      en: `evidence ${r.evidence_no}: its ${en} differs from its leaf entry`,
    });
  });

  it('a row rewritten as another file, its leaf entry and hash too (the ledger was not)', async () => {
    const r = records[2]!;
    const entry = { ...(JSON.parse(r.leaf_entry) as LeafEntry), sha256: 'ab'.repeat(32) };
    await expectFound(
      () => setRow(r.id, { sha256: entry.sha256, leaf_entry: canonicalLeafJson(entry), leaf_hash: toHex(leafHashOfEntry(entry)) }),
      () => setRow(r.id, { sha256: r.sha256, leaf_entry: r.leaf_entry, leaf_hash: r.leaf_hash }),
      { zh: `保全号 ${r.evidence_no} 的存证记录：叶子内容或叶子哈希与账本第 ${r.leaf_index} 号叶子不符`, en: `evidence ${r.evidence_no}: its leaf_entry or leaf_hash differs from ledger leaf ${r.leaf_index}` },
    );
  });

  it('a changed leaf hash in the row', async () => {
    const r = records[0]!;
    await expectFound(() => setRow(r.id, { leaf_hash: flipHex(r.leaf_hash, 0) }), () => setRow(r.id, { leaf_hash: r.leaf_hash }), {
      zh: `保全号 ${r.evidence_no} 的存证记录：叶子内容或叶子哈希与账本第 ${r.leaf_index} 号叶子不符`,
      en: `evidence ${r.evidence_no}: its leaf_entry or leaf_hash differs from ledger leaf ${r.leaf_index}`,
    });
  });

  it('a row pointing at another record\'s leaf, and at a leaf that does not exist', async () => {
    const [a, b] = [records[0]!, records[1]!];
    await expectFound(() => setRow(a.id, { leaf_index: b.leaf_index }), () => setRow(a.id, { leaf_index: a.leaf_index }), {
      zh: `保全号 ${a.evidence_no} 的存证记录：账本序号为 ${b.leaf_index}，但它的叶子是第 ${a.leaf_index} 号`,
      en: `evidence ${a.evidence_no}: its leaf_index is ${b.leaf_index} but its leaf is leaf ${a.leaf_index}`,
    });
    await expectFound(() => setRow(a.id, { leaf_index: 1000 }), () => setRow(a.id, { leaf_index: a.leaf_index }), {
      zh: `保全号 ${a.evidence_no} 的存证记录：指向第 1000 号叶子，但账本中没有该叶子`,
      en: `evidence ${a.evidence_no}: its leaf 1000 is not in the ledger`,
    });
  });

  it('npm run ledger:fsck exits 1 on a changed evidence.sha256', async () => {
    const r = records[1]!;
    await setRow(r.id, { sha256: flipHex(r.sha256, 10) });
    try {
      const bad = await runFsckCli();
      expect(bad.out).toContain(`账本校验失败 / ledger check FAILED: 保全号 ${r.evidence_no} 的存证记录：SHA-256与叶子内容不符`);
      expect(bad.out).toContain(`evidence ${r.evidence_no}: its SHA-256 differs from its leaf entry`);
      // the counts are what was checked before it stopped, and say so (decision 222): every checkpoint
      // was checked here, but the records only up to the changed one
      expect(bad.out).toContain(`检查在发现的第一个问题处停止；停止前已检查：`);
      expect(bad.out).toContain(`, 1 条存证记录（不是数据库中的总数）`);
      expect(bad.out).toContain(`The check stopped at the first problem; checked before it stopped: `);
      expect(bad.out).not.toMatch(/\(\d+ 个叶子/);
      expect(bad.code).toBe(1);
    } finally {
      await setRow(r.id, { sha256: r.sha256 });
    }
  }, 90_000);
});

// PostgreSQL has no PRAGMA quick_check or integrity_check (its page checksums and amcheck are the operator's tools)
describe.runIf(!process.env.DATABASE_URL)('fsck runs SQLite\'s quick_check and integrity_check on the database file', () => {
  it('a flipped byte in a page of the ledger_leaves_hash index: npm run ledger:fsck exits 1', async () => {
    const sqlite = rawSqlite(t.db)!;
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    const root = sqlite.prepare("select rootpage from sqlite_schema where name = 'ledger_leaves_hash'").pluck().get() as number;
    const pageSize = sqlite.pragma('page_size', { simple: true }) as number;
    const file = path.join(t.dataDir, 'app.db');
    // the page's first byte is its b-tree page type (0x0a: a leaf page of an index); the server is stopped meanwhile
    await t.app.close();
    const at = (root - 1) * pageSize;
    const flip = () => flipLowBit(file, at);
    flip();
    try {
      const bad = await runFsckCli();
      expect(bad.out).toContain('账本校验失败 / ledger check FAILED: SQLite 数据库文件已损坏（PRAGMA quick_check 未通过）：');
      expect(bad.out).toContain('the SQLite database file is damaged (PRAGMA quick_check failed): ');
      expect(bad.out).toMatch(new RegExp(`page ${root}\\b`));
      expect(bad.code).toBe(1);
    } finally {
      flip();
      t = await openTestApp(t.dataDir, t.pgSchema, { LEDGER_BATCH_DELAY_MS: '2' });
    }
    const ok = await runFsckCli();
    expect(ok.out).toContain('账本校验通过 / ledger check passed');
    expect(ok.code).toBe(0);
  }, 120_000);

  it('a flipped byte inside an entry of the ledger_leaves_hash index, which quick_check passes: integrity_check(ledger_leaves) fails it', async () => {
    const sqlite = rawSqlite(t.db)!;
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    const pageSize = sqlite.pragma('page_size', { simple: true }) as number;
    // the index's last entry holds the greatest leaf hash, as ASCII hex, followed by its row id
    const greatest = sqlite.prepare('select leaf_hash from ledger_leaves order by leaf_hash desc limit 1').pluck().get() as string;
    const pages = sqlite.prepare("select pageno from dbstat where name = 'ledger_leaves_hash' and pagetype = 'leaf'").pluck().all() as number[];
    const file = path.join(t.dataDir, 'app.db');
    await t.app.close();
    const bytes = fs.readFileSync(file);
    const page = pages.find((p) => bytes.subarray((p - 1) * pageSize, p * pageSize).includes(greatest))!;
    expect(page).toBeDefined();
    // the last hex digit of that hash: ±1 keeps the entry in order, so the b-tree stays well formed
    const at = (page - 1) * pageSize + bytes.subarray((page - 1) * pageSize, page * pageSize).indexOf(greatest) + 63;
    const flip = () => flipLowBit(file, at);
    flip();
    try {
      // what the review saw: quick_check says ok, integrity_check finds the row missing from the index
      const SQLite = (await import('better-sqlite3')).default;
      const direct = new SQLite(file, { readonly: true });
      try {
        expect(direct.pragma('quick_check', { simple: true })).toBe('ok');
        expect(String(direct.pragma('integrity_check(ledger_leaves)', { simple: true }))).toMatch(/missing from index ledger_leaves_hash/);
      } finally {
        direct.close();
      }
      const bad = await runFsckCli();
      expect(bad.out).toContain('账本校验失败 / ledger check FAILED: SQLite 数据库文件已损坏（PRAGMA integrity_check(ledger_leaves) 未通过）：');
      expect(bad.out).toContain('the SQLite database file is damaged (PRAGMA integrity_check(ledger_leaves) failed): ');
      expect(bad.out).toMatch(/missing from index ledger_leaves_hash/);
      expect(bad.code).toBe(1);
    } finally {
      flip();
      t = await openTestApp(t.dataDir, t.pgSchema, { LEDGER_BATCH_DELAY_MS: '2' });
    }
    const ok = await runFsckCli();
    expect(ok.out).toContain('账本校验通过 / ledger check passed');
    expect(ok.code).toBe(0);
  }, 120_000);
});
