import { hash as oneShotHash } from 'node:crypto';
import { validateLeafEntry } from '@evidence/ledger';
import { EvidenceStatus } from '@evidence/shared/constants';
import { sql } from 'kysely';
import { rawSqlite, type Db } from '../db/connect';
import { abandonedSubjectOf } from './fsck-abandoned';
import { ownerCommitment } from './owner-commitment';

/**
 * The part of fsck that holds the evidence records to the ledger (decision 161): what certificates,
 * the list and the public lookup show is the `evidence` row, so a row whose hashes, size, number,
 * time or owner differ from its leaf, or that points at another leaf, must fail the check, not only
 * a changed leaf. Each row's `leaf_entry` must be exactly the canonical entry of its own columns
 * (the owner through the salted commitment) and its `leaf_hash` that entry's hash; a row with a
 * `leaf_index` must find that very entry and hash at that index of the ledger (the leaves
 * themselves were checked before). Rows are read in pages by id with their leaf, in one join.
 */
export interface EvidenceProblem {
  zh: string;
  en: string;
}

/**
 * [id, evidence_no, owner_user_id, owner_salt, size, sha256, sm3, saved_at, status, leaf_index,
 * leaf_entry, leaf_hash, whether the ledger has a leaf at leaf_index, whether it is this very entry
 * and hash]. The comparison with the ledger's leaf is made by the database: reading both long
 * strings of every row costs more than everything else here.
 */
type Row = [number, string, number, string, number, string, string, number, string, number | null, string, string, number, number, string | null];

/**
 * The blob key of a record a job made, else null: a certificate, a signed contract, a web capture's package. Their
 * keys are the platform's (notary/<order>/6-certificate-<random>.pdf, esign/<flow>/signed-<random>.pdf,
 * capture/web/<capture>/package-<random>.wacz, a recorded session's captures/<capture>/package.wacz); an upload's never start so, and a person chooses neither key nor
 * prefix (a file name and a label they do choose, so those cannot tell a job's record from an upload).
 */
const AUTO_KEY = `case when e.blob_key like 'notary/%' or e.blob_key like 'esign/%' or e.blob_key like 'capture/web/%' or e.blob_key like 'captures/%' then e.blob_key end`;

const PAGE_ROWS = 2_000;
const SQLITE_PAGE = `select e.id, e.evidence_no, e.owner_user_id, e.owner_salt, e.size, e.sha256, e.sm3, e.saved_at, e.status, e.leaf_index, e.leaf_entry, e.leaf_hash,
  l.leaf_index is not null, coalesce(l.entry = e.leaf_entry and l.leaf_hash = e.leaf_hash, 0), ${AUTO_KEY}
  from evidence e left join ledger_leaves l on l.leaf_index = e.leaf_index where e.id > ? order by e.id limit ${PAGE_ROWS}`;

function pageReader(db: Db): (after: number) => Promise<Row[]> {
  const sqlite = rawSqlite(db);
  if (sqlite) {
    const stmt = sqlite.prepare(SQLITE_PAGE).raw(true);
    return async (after) => stmt.all(after) as Row[];
  }
  return async (after) => {
    const rows = await db
      .selectFrom('evidence as e')
      .leftJoin('ledger_leaves as l', 'l.leaf_index', 'e.leaf_index')
      .select(['e.id', 'e.evidence_no', 'e.owner_user_id', 'e.owner_salt', 'e.size', 'e.sha256', 'e.sm3', 'e.saved_at', 'e.status', 'e.leaf_index', 'e.leaf_entry', 'e.leaf_hash', 'l.entry as ledger_entry', 'l.leaf_hash as ledger_hash', sql<string | null>`${sql.raw(AUTO_KEY)}`.as('auto_key')])
      .where('e.id', '>', after)
      .orderBy('e.id')
      .limit(PAGE_ROWS)
      .execute();
    return rows.map((r): Row => [
      Number(r.id), r.evidence_no, Number(r.owner_user_id), r.owner_salt, Number(r.size), r.sha256, r.sm3, Number(r.saved_at), r.status,
      r.leaf_index === null ? null : Number(r.leaf_index), r.leaf_entry, r.leaf_hash,
      r.ledger_entry === null ? 0 : 1, r.ledger_entry === r.leaf_entry && r.ledger_hash === r.leaf_hash ? 1 : 0, r.auto_key,
    ]);
  };
}

/**
 * The canonical entry of a row's columns, or null when its time is no date. Plain text: the entry
 * it is compared with is canonical (the leaf scan checked it), its values hold no quote, and every
 * value here is delimited by quotes or by a quote's neighbour, so the two texts are equal exactly when
 * every column equals its field: a column holding a quote or a value of another form cannot match.
 */
function entryOfColumns(r: Row): string | null {
  const [, no, owner, salt, size, sha256, sm3, savedAt] = r;
  if (typeof savedAt !== 'number') return null;
  let iso: string;
  try {
    iso = new Date(savedAt).toISOString();
  } catch {
    return null;
  }
  return `{"evidenceNo":"${no}","ownerCommitment":"${ownerCommitment(owner, salt)}","savedAt":"${iso}","sha256":"${sha256}","size":${size},"sm3":"${sm3}","v":1}`;
}

const FIELDS = [
  ['sha256', 'SHA-256', 'SHA-256'],
  ['sm3', 'SM3', 'SM3'],
  ['size', '文件大小', 'size'],
  ['evidenceNo', '保全号', 'evidence number'],
  ['savedAt', '保全时间', 'time of preservation'],
  ['ownerCommitment', '持有人（所有人承诺）', 'owner (owner commitment)'],
] as const;

/** Which column differs from the row's own leaf entry, by name. */
function differingField(r: Row): { zh: string; en: string } {
  let entry: Record<string, unknown>;
  try {
    entry = validateLeafEntry(JSON.parse(r[10])) as unknown as Record<string, unknown>;
  } catch {
    return { zh: '叶子内容（leaf_entry）格式错误', en: 'its leaf_entry is malformed' };
  }
  const columns: Record<string, unknown> = {
    sha256: r[5], sm3: r[6], size: r[4], evidenceNo: r[1],
    savedAt: Number.isFinite(r[7]) ? new Date(r[7]).toISOString() : null,
    ownerCommitment: ownerCommitment(r[2], r[3]),
  };
  for (const [key, zh, en] of FIELDS) {
    if (columns[key] !== entry[key]) return { zh: `${zh}与叶子内容不符`, en: `its ${en} differs from its leaf entry` };
  }
  return { zh: '叶子内容（leaf_entry）不是规范格式', en: 'its leaf_entry is not canonical' };
}

/** The row's problem, or 'elsewhere' when its leaf differs from the one at its index (the caller looks the hash up). */
function problemOf(r: Row, staleBefore: number): EvidenceProblem | 'elsewhere' | null {
  const [, no, , , , , , savedAt, status, index, entry, hash, inLedger, same] = r;
  if (index !== null) {
    if (!inLedger) return about(no, `指向第 ${index} 号叶子，但账本中没有该叶子`, `its leaf ${index} is not in the ledger`);
    if (!same) return 'elsewhere';
  } else {
    if (status === EvidenceStatus.uploaded) return about(no, '状态为已上传，但没有账本序号', 'it is uploaded but has no leaf_index');
    // a job or upload killed between the row and its leaf (decision 665); a running one is younger than the grace
    if (status === EvidenceStatus.uploading && savedAt < staleBefore) {
      return about(no, `自 ${new Date(savedAt).toISOString()} 起一直为上传中，没有账本叶子（写入后进程中断，未被完成）`, `it has been uploading since ${new Date(savedAt).toISOString()} with no leaf (its writer died and nothing finished it)`);
    }
    // not yet in the ledger: its own entry and hash must still agree (they are what will be appended)
    if (oneShotHash('sha256', `\0${entry}`, 'hex') !== hash) return about(no, '叶子哈希与叶子内容不符', 'its leaf_hash does not match its leaf_entry');
  }
  // the entry (for a leaf in the ledger, checked canonical by the leaf scan) must be the one of the row's columns
  if (entryOfColumns(r) === entry) return null;
  const field = differingField(r);
  return about(no, field.zh, field.en);
}

const about = (no: string, zh: string, en: string): EvidenceProblem => ({ zh: `保全号 ${no} 的存证记录：${zh}`, en: `evidence ${no}: ${en}` });

/** The columns of a record that its leaf commits to, with its leaf's place: what recordLeafProblem compares. */
export interface RecordColumns {
  id: number;
  evidence_no: string;
  owner_user_id: number;
  owner_salt: string;
  size: number;
  sha256: string;
  sm3: string;
  saved_at: number;
  status: string;
  leaf_index: number | null;
  leaf_entry: string;
  leaf_hash: string;
}

/**
 * The same comparison as fsck's, for one record read on its own: before a certificate, the public
 * lookup or an evidence package shows a record (decision 219), with its stored leaf (`entry` and
 * `leaf_hash` of the `ledger_leaves` row at its `leaf_index`, undefined when there is none). Answers
 * the record's problem, or null when every value shown is the leaf's.
 */
export function recordLeafProblem(r: RecordColumns, leaf: { entry: string; leaf_hash: string } | undefined): EvidenceProblem | null {
  const index = r.leaf_index === null ? null : Number(r.leaf_index);
  const row: Row = [
    Number(r.id), r.evidence_no, Number(r.owner_user_id), r.owner_salt, Number(r.size), r.sha256, r.sm3, Number(r.saved_at), r.status,
    index, r.leaf_entry, r.leaf_hash, leaf ? 1 : 0, leaf && leaf.entry === r.leaf_entry && leaf.leaf_hash === r.leaf_hash ? 1 : 0, null,
  ];
  // fsck's leaf scan has checked every stored leaf hash; a single view checks its own (one SHA-256)
  if (leaf && oneShotHash('sha256', `\0${leaf.entry}`, 'hex') !== leaf.leaf_hash) {
    return about(r.evidence_no, `账本第 ${index} 号叶子的哈希与其内容不符`, `ledger leaf ${index}: its stored hash does not match its entry`);
  }
  const problem = problemOf(row, -Infinity);
  // fsck looks up where the row's own leaf is; one record's view need not: it differs, and that is enough
  if (problem === 'elsewhere') return about(r.evidence_no, `叶子内容或叶子哈希与账本第 ${index} 号叶子不符`, `its leaf_entry or leaf_hash differs from ledger leaf ${index}`);
  return problem;
}

/**
 * The documents a job makes once each (issue 23 item 6): the key without its random part names the document (the
 * order's certificate, the flow's signed contract, the capture's package). Since decision 664 a second row of one
 * document cannot be written (evidence_sources' key); rows from before, or a job that bypassed it, can exist.
 * notary.sign's documents are not here: a signing that failed is signed again by a new job, whose copies are new
 * records of the same name and prefix, rightly.
 */
const ONE_PER_DOCUMENT: Array<[RegExp, string, string]> = [
  [/^(notary\/[^/]+\/6-certificate-)[^/]*$/, '公证书', 'notarial certificate'],
  [/^(esign\/[^/]+\/signed-)[^/]*$/, '已签署的电子合同', 'signed contract'],
  [/^(capture\/web\/[^/]+\/package-)[^/]*$/, '网页取证证据包', 'web capture package'],
  [/^(captures\/[^/]+\/package\.wacz)$/, '过程取证证据包', 'recorded session package'],
];

/** The document a job's record is of (owner and key prefix), or null for any other record. */
function documentOf(r: Row): { key: string; zh: string; en: string } | null {
  const blobKey = r[14];
  if (blobKey === null) return null;
  for (const [re, zh, en] of ONE_PER_DOCUMENT) {
    const m = re.exec(blobKey);
    if (m) return { key: `${r[2]} ${m[1]}`, zh, en };
  }
  return null;
}

/** A row 上传中 longer than this is a finding: finishPendingEvidence completes rows older than a minute at every start. */
export const PENDING_FINDING_MS = 15 * 60_000;

/** Checks every evidence row against the ledger; answers the number checked and the first problem. */
export async function checkEvidenceRows(db: Db, now = Date.now()): Promise<{ rows: number; problem: EvidenceProblem | null }> {
  const staleBefore = now - PENDING_FINDING_MS;
  const read = pageReader(db);
  const leafAt = async (hash: string) => {
    const row = await db.selectFrom('ledger_leaves').select('leaf_index').where('leaf_hash', '=', hash).executeTakeFirst();
    return row ? Number(row.leaf_index) : null;
  };
  let rows = 0;
  // the documents seen so far, by owner and key prefix: only job-made records, a small part of all (no second read)
  const documents = new Map<string, string>();
  for (let after = 0; ;) {
    const page = await read(after);
    for (const r of page) {
      const problem = problemOf(r, staleBefore);
      if (problem === 'elsewhere') {
        const [, no, , , , , , , , index, , hash] = r;
        const at = await leafAt(hash);
        return {
          rows,
          problem: at !== null && at !== index
            ? about(no, `账本序号为 ${index}，但它的叶子是第 ${at} 号`, `its leaf_index is ${index} but its leaf is leaf ${at}`)
            : about(no, `叶子内容或叶子哈希与账本第 ${index} 号叶子不符`, `its leaf_entry or leaf_hash differs from ledger leaf ${index}`),
        };
      }
      if (problem) return { rows, problem };
      // a fresh 上传中 row: the one point query, for the rare row whose job's subject already ended failed
      if (r[9] === null && r[8] === EvidenceStatus.uploading) {
        const ended = await abandonedSubjectOf(db, r[0]);
        if (ended) return { rows, problem: about(r[1], `仍为上传中（没有账本叶子），但${ended.zh}：它不应再被保全`, `it is still uploading (no leaf) but ${ended.en}: it must not be preserved`) };
      }
      const doc = documentOf(r);
      if (doc) {
        const first = documents.get(doc.key);
        if (first !== undefined) {
          return { rows, problem: about(r[1], `与保全号 ${first} 的存证记录是同一份${doc.zh}的两条记录（一份文件只应保全一次）`, `it and evidence ${first} are two records of one ${doc.en} (a document is preserved once)`) };
        }
        documents.set(doc.key, r[1]);
      }
      rows += 1;
    }
    if (page.length < PAGE_ROWS) return { rows, problem: null };
    after = page[page.length - 1]![0];
  }
}
