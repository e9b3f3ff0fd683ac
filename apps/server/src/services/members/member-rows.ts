import { MEMBER_MSG, VerifyStatus, memberStatusName } from '@evidence/shared/constants';
import type { TMember } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { downloadUrl, type SignFor } from '../downloads/download-urls';
import type { ImageViewer } from '../verification/identity-images';

/** A membership with the member's and the company's names, as every member call reads it. */
export function memberQuery(db: Db) {
  return db
    .selectFrom('company_members as m')
    .innerJoin('users as u', 'u.id', 'm.member_user_id')
    .innerJoin('users as c', 'c.id', 'm.company_user_id')
    .leftJoin('uploaded_images as img', 'img.name', 'm.letter_image')
    .leftJoin('bwc_devices as dev', 'dev.member_id', 'm.id')
    .selectAll('m')
    .select(['u.contact_name as member_name', 'u.phone as member_phone', 'c.company as company_name', 'img.id as letter_image_id', 'img.blob_key as letter_key', 'dev.name as device_name', 'dev.device_no as device_no']);
}

export type MemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof memberQuery>['executeTakeFirst']>>>;

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** Member (001 §3): the letter as a signed, expiring URL for this viewer. */
export function toMember(r: MemberRow, sign: SignFor, viewer: ImageViewer): TMember {
  return {
    member_id: Number(r.id),
    pid: Number(r.company_user_id),
    son_uid: Number(r.member_user_id),
    name: r.member_name ?? '',
    mobile: r.member_phone,
    created_at: Number(r.created_at),
    bind_time: num(r.bind_time),
    status: Number(r.status),
    status_name: memberStatusName(Number(r.status), r.audit_content),
    audit_content: r.audit_content,
    stop_time: num(r.stop_time),
    stop_reason: r.stop_reason,
    file_path: r.letter_key ?? null,
    file_full_path: r.letter_image_id === null ? null : downloadUrl(sign, 'kyc-image', Number(r.letter_image_id), viewer),
    // the law-enforcement recorder bound to this membership (one each way: bwc_devices.member_id is unique)
    isBindDevice: r.device_no ? 1 : 0,
    deviceName: r.device_name ?? null,
    deviceNo: r.device_no ?? null,
    company_name: r.company_name ?? '',
  };
}

/** This company's membership by id; another company's (or none) answers '成员不存在' alike. */
export async function companyMember(db: Db, companyUserId: number, memberId: number): Promise<MemberRow> {
  const row = await memberQuery(db).where('m.id', '=', memberId).where('m.company_user_id', '=', companyUserId).executeTakeFirst();
  if (!row) throw refuse(MEMBER_MSG.notFound);
  return row;
}

/** Only a verified company (account type 2, status 3) manages members (001 §2.3, §6). */
export function requireVerifiedCompany(user: Pick<User, 'account_type' | 'verify_status'>): void {
  if (user.account_type !== 2 || user.verify_status !== VerifyStatus.verified) throw refuse(MEMBER_MSG.companyNotVerified);
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}
