import { EVIDENCE_STATUS_NAMES, FILE_TYPE_NAMES, type EvidenceStatus, type FileTypeCode } from '@evidence/shared/constants';
import type { TIosDataList } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { UserPrincipal } from '../auth/principal';
import { visibleEvidence } from '../evidence/evidence-scope';

const PAGE = 10;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * GET /api/data/getIosDataList: the caller's app evidence (records with a phone's device facts and no
 * enforcement information), in the attestation list's scope (visibleEvidence: a member its own, the main
 * account its company's), filtered by keyword (title or number), media type and saved time; newest first.
 */
export async function getIosDataList(db: Db, p: UserPrincipal, q: { page?: number | undefined; startTime?: number | undefined; endTime?: number | undefined; keyword?: string | undefined; type?: number | undefined }): Promise<TIosDataList> {
  const page = q.page ?? 1;
  let base = visibleEvidence(db, p).where('evidence.device_info', 'is not', null).where('evidence.enforce_info', 'is', null);
  if (q.type) base = base.where('evidence.file_type', '=', q.type);
  if (q.startTime !== undefined) base = base.where('evidence.saved_at', '>=', q.startTime * 1000);
  if (q.endTime !== undefined) base = base.where('evidence.saved_at', '<', (q.endTime + 1) * 1000);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('evidence.title', 'like', like), eb('evidence.evidence_no', 'like', like)]));
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['evidence.id', 'evidence.evidence_no', 'evidence.title', 'evidence.file_name', 'evidence.file_type', 'evidence.size', 'evidence.sha256', 'evidence.saved_at', 'evidence.status', 'evidence.device_info'])
    .orderBy('evidence.saved_at', 'desc')
    .orderBy('evidence.id', 'desc')
    .limit(PAGE)
    .offset((page - 1) * PAGE)
    .execute();
  return {
    count: Number(total.n),
    list: rows.map((r) => {
      let d: Record<string, unknown> = {};
      try {
        d = (JSON.parse(r.device_info ?? '{}') as Record<string, unknown>) ?? {};
      } catch {
        // a malformed row shows no facts rather than failing the list
      }
      return {
        id: Number(r.id),
        baoquan: r.evidence_no,
        title: r.title,
        fileName: r.file_name,
        fileType: Number(r.file_type),
        fileTypeName: FILE_TYPE_NAMES[r.file_type as FileTypeCode] ?? '其他',
        size: Number(r.size),
        sha256: r.sha256,
        saveTime: Number(r.saved_at),
        fileStatus: EVIDENCE_STATUS_NAMES[r.status as EvidenceStatus] ?? r.status,
        appType: text(d.appType),
        configName: text(d.configName),
        configModelName: text(d.configModelName),
        configVersion: text(d.configVersion),
        configProcessor: text(d.configProcessor),
        configCore: text(d.configCore),
        location: text(d.location),
      };
    }),
  };
}
