import { DEVICE_MSG, EVIDENCE_STATUS_NAMES, FILE_TYPE_NAMES, type EvidenceStatus, type FileTypeCode } from '@evidence/shared/constants';
import type { TBwcDataList } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { requireVerifiedCompany } from '../members/member-rows';

const PAGE = 10;

export interface BwcListFilters {
  page?: number | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
  keyword?: string | undefined;
  member_id?: number | undefined;
  device_id?: number | undefined;
}

/**
 * GET /api/bwcData/getBwcDataList. A member acting for its company sees the recordings it created (by any
 * recorder it held); the company's main account sees all its members', filtered by member and device. A
 * personal account has no recorders: refused. Deleted records are not listed. Times are upload times.
 */
export async function getBwcDataList(ctx: AppContext, p: UserPrincipal, q: BwcListFilters): Promise<TBwcDataList> {
  const page = q.page ?? 1;
  let base = ctx.db
    .selectFrom('bwc_recordings as r')
    .innerJoin('evidence as e', 'e.id', 'r.evidence_id')
    .innerJoin('bwc_devices as d', 'd.id', 'r.device_id')
    .leftJoin('users as mu', 'mu.id', 'r.member_user_id')
    .where('e.deleted_at', 'is', null);
  if (p.role === 'companySub' && p.actingCompanyId !== null) {
    base = base.where('r.company_user_id', '=', p.actingCompanyId).where('r.member_user_id', '=', p.user.id);
  } else if (p.role === 'companyMain') {
    requireVerifiedCompany(p.user);
    base = base.where('r.company_user_id', '=', p.user.id);
    if (q.member_id !== undefined) base = base.where('r.member_id', '=', q.member_id);
  } else {
    throw refuse(DEVICE_MSG.onlyMember);
  }
  if (q.device_id !== undefined) base = base.where('r.device_id', '=', q.device_id);
  if (q.startTime !== undefined) base = base.where('r.created_at', '>=', q.startTime * 1000);
  if (q.endTime !== undefined) base = base.where('r.created_at', '<', (q.endTime + 1) * 1000);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('e.title', 'like', like), eb('e.evidence_no', 'like', like)]));
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['e.id', 'e.evidence_no', 'e.title', 'e.file_name', 'e.file_type', 'e.size', 'e.sha256', 'e.saved_at', 'e.status', 'r.start_at', 'r.end_at', 'd.device_no', 'd.name as device_name', 'mu.contact_name', 'mu.phone'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(PAGE)
    .offset((page - 1) * PAGE)
    .execute();
  return {
    count: Number(total.n),
    list: rows.map((r) => ({
      id: Number(r.id),
      baoquan: r.evidence_no,
      title: r.title,
      fileName: r.file_name,
      fileTypeName: FILE_TYPE_NAMES[r.file_type as FileTypeCode] ?? '其他',
      size: Number(r.size),
      sha256: r.sha256,
      saveTime: Number(r.saved_at),
      fileStatus: EVIDENCE_STATUS_NAMES[r.status as EvidenceStatus] ?? r.status,
      startAt: Number(r.start_at),
      endAt: Number(r.end_at),
      deviceNo: r.device_no,
      deviceName: r.device_name,
      memberName: r.contact_name ?? r.phone ?? '',
    })),
  };
}
