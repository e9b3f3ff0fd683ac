import { EsignSignerStatus } from '@evidence/shared/constants';
import type { TH5Entry } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { writeAudit } from '../../audit/write-audit';
import { maskPhone } from '../../privacy/mask';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { identityDone, intentFresh, phoneSigner, senderName, type PhoneClient } from './phone-link';
import { verifiedPersonByPhone } from './verified-records';

/**
 * GET /api/h5elesign/entry: the flow and the signer a link names, and the steps already done. The first
 * opening moves the signer unread → read with an `opened` event (IP and user agent), once: the
 * conditional update lets two openings at once record it once.
 */
export async function entryView(ctx: AppContext, token: unknown, client: PhoneClient): Promise<TH5Entry> {
  const { signer, flow } = await phoneSigner(ctx, token);
  if (signer.status === EsignSignerStatus.unread) {
    const now = Date.now();
    await ctx.db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('esign_signers').set({ status: EsignSignerStatus.read, opened_at: now }).where('id', '=', signer.id).where('status', '=', EsignSignerStatus.unread).executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return;
      await recordFlowEvent(trx, { flowId: Number(flow.id), signerId: Number(signer.id), kind: EsignEvent.opened, at: now, ip: client.ip, userAgent: client.userAgent });
      await writeAudit(trx, { actorType: 'anonymous', actorId: null, action: 'esign.opened', targetType: 'esign_flow', targetId: Number(flow.id), ip: client.ip, detail: { signerId: Number(signer.id) } });
    });
  }
  const fields = await ctx.db.selectFrom('esign_fields').selectAll().where('signer_id', '=', signer.id).orderBy('page').orderBy('id').execute();
  // a person whose phone holds a verified account with the sender's name types that account's ID number;
  // anyone else proves the name and number by the face check (decision 458)
  let identityPath: 'account' | 'face' = 'account';
  if (signer.signer_kind === 'person') {
    const known = await verifiedPersonByPhone(ctx, signer.phone);
    identityPath = known ? 'account' : 'face';
  }
  return {
    flowNo: flow.flow_no,
    title: flow.title,
    sender: await senderName(ctx.db, Number(flow.owner_user_id)),
    role: signer.role,
    signerName: signer.name,
    signerKind: signer.signer_kind === 'company' ? 'company' : 'person',
    companyName: signer.company_name,
    phone: maskPhone(signer.phone),
    status: signer.status === EsignSignerStatus.unread ? EsignSignerStatus.read : signer.status,
    expiresAt: Number(flow.expires_at),
    pageCount: Number(flow.page_count),
    identityDone: identityDone(signer),
    identityPath,
    intentDone: intentFresh(signer),
    ridingSeal: Number(flow.riding_seal) === 1,
    fields: fields.map((f) => ({ id: Number(f.id), kind: f.kind, page: Number(f.page), label: f.label, required: Number(f.required) === 1, xPct: Number(f.x_pct), yPct: Number(f.y_pct), wPct: Number(f.w_pct), hPct: Number(f.h_pct) })),
  };
}
