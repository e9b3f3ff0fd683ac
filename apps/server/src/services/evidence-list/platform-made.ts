import { CAPTURE_KIND_NAMES, NotaryDocType, type CaptureKind } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';

/**
 * What the platform itself made among these records, named as the product that made it (issue 24 item 8):
 * 公证书 / 公证文书 (the notary flow), 电子合同 (a completed sign flow), 网页取证 / 过程取证 / OTT取证 (a capture
 * package). Read from the tables that made them, not from the record's label, which its owner may change; a record
 * absent from the map was uploaded by a person (or a device) and keeps its product type (自助存证 / API保全).
 */
export async function platformMade(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const made = new Map<number, string>();
  if (ids.length === 0) return made;
  const list = [...ids];
  for (const d of await db.selectFrom('notary_documents').select(['evidence_id', 'doc_type']).where('evidence_id', 'in', list).execute()) {
    if (d.evidence_id !== null) made.set(Number(d.evidence_id), Number(d.doc_type) === NotaryDocType.certificate ? '公证书' : '公证文书');
  }
  for (const f of await db.selectFrom('esign_flows').select('result_evidence_id').where('result_evidence_id', 'in', list).execute()) {
    if (f.result_evidence_id !== null) made.set(Number(f.result_evidence_id), '电子合同');
  }
  for (const c of await db.selectFrom('captures').select(['evidence_id', 'kind']).where('evidence_id', 'in', list).execute()) {
    if (c.evidence_id !== null) made.set(Number(c.evidence_id), CAPTURE_KIND_NAMES[c.kind as CaptureKind] ?? '在线取证');
  }
  return made;
}
