import { EVIDENCE_LIST, EVIDENCE_MSG } from '@evidence/shared/constants';
import type { TSharedListResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { writeAudit } from '../audit/write-audit';
import { certificateViewToken } from '../certificate/view-token';
import { ownerDisplayName } from '../esign/esign-texts';
import { EsignEvent, recordFlowEvent } from '../esign/flow-events';
import { checkedFlowFile } from '../esign/flows/flow-file';
import { CustodyAction, writeCustody } from '../evidence/custody';

/** What shared a record, in words. */
const VIA_NAMES: Record<string, string> = { esign: '电子合同' };

/**
 * Whose shares a caller reads (decision 813): the account's own, by its login (users.id). A sub-account acting
 * for its company reads none — a contract is shared with the account that signed it (the company's main account
 * or the person), not with every member.
 */
const shareUser = (p: UserPrincipal): number | null => (p.role === 'companySub' || p.actingCompanyId !== null ? null : p.user.id);

/**
 * The caller's shares of live records (the owner deleting a record takes it out of the signer's list too). A
 * share names the flow whose signed result the record is; a row that names another record (a broken or
 * hand-written row) is not a share, in the list as in the download (the attacker's review found the list
 * trusting it and handing out that record's certificate token).
 */
function sharedBase(db: Db, userId: number) {
  return db
    .selectFrom('evidence_shares as sh')
    .innerJoin('evidence as e', 'e.id', 'sh.evidence_id')
    .innerJoin('esign_flows as f', 'f.id', 'sh.flow_id')
    .where('sh.user_id', '=', userId)
    .where('sh.via', '=', 'esign')
    .whereRef('f.result_evidence_id', '=', 'sh.evidence_id')
    .where('e.deleted_at', 'is', null);
}

/** GET /api/data/sharedList: records shared with me, newest first, 10 a page; each opens its certificate (public copy). */
export async function sharedList(ctx: AppContext, p: UserPrincipal, page = 1): Promise<TSharedListResponse> {
  const userId = shareUser(p);
  if (userId === null) return { count: 0, list: [] };
  const base = sharedBase(ctx.db, userId);
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users as o', 'o.id', 'e.owner_user_id')
      .select(['e.id', 'e.evidence_no', 'e.title', 'e.file_name', 'e.size', 'e.saved_at', 'e.sha256', 'sh.via', 'f.flow_no', 'o.account_type', 'o.company', 'o.contact_name'])
      .orderBy('sh.created_at', 'desc')
      .orderBy('sh.id', 'desc')
      .limit(EVIDENCE_LIST.pageSize)
      .offset((page - 1) * EVIDENCE_LIST.pageSize)
      .execute(),
  ]);
  return {
    count: Number(total.n),
    list: rows.map((r) => ({
      id: Number(r.id),
      baoquan: r.evidence_no,
      title: r.title,
      fileName: r.file_name,
      size: Number(r.size),
      saveTime: Number(r.saved_at),
      sha256: r.sha256,
      owner: ownerDisplayName({ account_type: r.account_type ?? 1, company: r.company ?? null, contact_name: r.contact_name ?? null }),
      via: VIA_NAMES[r.via] ?? r.via,
      flowNo: r.flow_no ?? null,
      viewToken: certificateViewToken(ctx.downloadSecret, r.evidence_no),
    })),
  };
}

/**
 * GET /api/data/sharedDownload: the shared record's file to the account it is shared with. An e-sign share serves
 * the flow's signed result through checkedFlowFile (the bytes must be the recorded ones). Written down three ways
 * in one transaction: the record's custody log (who took it), the flow's timeline, an audit row.
 */
export async function sharedDownload(ctx: AppContext, p: UserPrincipal, evidenceId: number, ip: string | null): Promise<{ body: Buffer; size: number; fileName: string }> {
  const userId = shareUser(p);
  if (userId === null) throw refuse(EVIDENCE_MSG.notFound);
  const share = await sharedBase(ctx.db, userId).select(['e.id', 'e.file_name', 'sh.via', 'sh.flow_id']).where('e.id', '=', evidenceId).executeTakeFirst();
  if (!share || share.via !== 'esign' || share.flow_id === null) throw refuse(EVIDENCE_MSG.notFound);
  const flow = await ctx.db.selectFrom('esign_flows').selectAll().where('id', '=', share.flow_id).executeTakeFirst();
  // the share names the flow whose result this record is; anything else is a broken row, answered as missing
  if (!flow || Number(flow.result_evidence_id) !== Number(share.id)) throw refuse(EVIDENCE_MSG.notFound);
  const body = await checkedFlowFile(ctx, flow, 'signed', 'signer-result');
  await ctx.db.transaction().execute(async (trx) => {
    await writeCustody(trx, { evidenceId: Number(share.id), action: CustodyAction.downloadOriginal, actorType: 'user', actorId: p.user.id, ip, detail: { via: 'shared', share: 'esign', flowNo: flow.flow_no } });
    await recordFlowEvent(trx, { flowId: Number(flow.id), kind: EsignEvent.downloaded, ip, detail: { by: p.user.id, file: 'signed', signer: true } });
    await writeAudit(trx, { actorType: 'user', actorId: p.user.id, action: 'evidence.shared.download', targetType: 'evidence', targetId: Number(share.id), ip, detail: { flowNo: flow.flow_no } });
  });
  return { body, size: body.length, fileName: share.file_name };
}
