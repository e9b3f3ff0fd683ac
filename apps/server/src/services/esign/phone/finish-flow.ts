import type { Text } from '../esign-texts';
import { EsignFlowStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { EsignFlow } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { newIntentToken } from '../../intent/intent-token';
import { notify } from '../../notifications/notify';
import { EsignEvent, recordFlowEvent } from '../flow-events';

export interface SignedResult {
  evidenceId: number;
  blobKey: string;
  size: number;
  sha256: string;
  sm3: string;
}

/** Where a flow's notices lead: the owner to the flow's detail page, a signer with an account to 我的签署 (decision 814). */
export const ownerFlowLink = (flowId: number) => `/electric-sign/manage/detail/${flowId}`;
export const SIGNER_INBOX_LINK = { todo: '/electric-sign/mine?tab=todo', all: '/electric-sign/mine?tab=all' } as const;

/** The page a result link opens (decision 467): the signed document, with the result token in the query. */
export const resultLinkPath = (token: string) => `/h5elesign/endpdf?token=${token}`;

/**
 * The flow becomes 已完成 with its result (conditional on 签署中: a retry after a finished attempt changes
 * nothing), each signer gets a result token (only its hash is kept) for the download link, the final
 * hashes go into the timeline, and the owner and every signer with an account are told. Each signer whose
 * identity was proven through an account (account_user_id) gets the contract shared into their 数据存证
 * (evidence_shares, decision 813) in the same transaction. Answers the texts to send after the commit.
 */
export async function finishFlow(ctx: AppContext, flow: EsignFlow, r: SignedResult): Promise<Text[]> {
  const now = Date.now();
  const base = (flow.site_base ?? ctx.config.publicUrl ?? '').replace(/\/+$/, '');
  return ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('esign_flows')
      .set({ status: EsignFlowStatus.completed, completed_at: now, ended_at: now, result_blob_key: r.blobKey, result_size: r.size, result_sha256: r.sha256, result_sm3: r.sm3, result_evidence_id: r.evidenceId, updated_at: now })
      .where('id', '=', flow.id)
      .where('status', '=', EsignFlowStatus.signing)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return [];
    await recordFlowEvent(trx, { flowId: Number(flow.id), kind: EsignEvent.completed, at: now, detail: { evidenceId: r.evidenceId, sha256: r.sha256, sm3: r.sm3, size: r.size } });
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'esign.complete', targetType: 'esign_flow', targetId: Number(flow.id), detail: { flowNo: flow.flow_no, evidenceId: r.evidenceId, sha256: r.sha256 } });
    const told = `电子合同《${flow.title}》（${flow.flow_no}）已全部签署完成，签署文件已自动存证，可在签署详情或存证列表中下载。`;
    await notify(trx, Number(flow.owner_user_id), told, now, ownerFlowLink(Number(flow.id)));
    const signers = await trx.selectFrom('esign_signers').select(['id', 'phone', 'name', 'account_user_id']).where('flow_id', '=', flow.id).orderBy('position').execute();
    const texts: Text[] = [];
    const toldAccounts = new Set([Number(flow.owner_user_id)]);
    for (const s of signers) {
      const { token, hash } = newIntentToken();
      await trx.updateTable('esign_signers').set({ result_token_hash: hash }).where('id', '=', s.id).execute();
      texts.push({ phone: s.phone, template: 'esign_completed', params: { name: s.name, title: flow.title, link: `${base}${resultLinkPath(token)}` } });
      if (s.account_user_id !== null && !toldAccounts.has(Number(s.account_user_id))) {
        toldAccounts.add(Number(s.account_user_id));
        await trx.insertInto('evidence_shares').values({ evidence_id: r.evidenceId, user_id: Number(s.account_user_id), via: 'esign', flow_id: Number(flow.id), created_at: now }).execute();
        await notify(trx, Number(s.account_user_id), `您签署的电子合同《${flow.title}》（${flow.flow_no}）已全部签署完成，签署文件已共享到您的“数据存证”，下载链接也已通过短信发送。`, now, SIGNER_INBOX_LINK.all);
      }
    }
    return texts;
  });
}
