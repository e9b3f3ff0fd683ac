import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import type { EsignFlow } from '../../db/schema';
import { chinaDate } from '../notary/documents/facts';
import { assertLinkTextsLeft, sendEsignTexts, type Text } from './esign-texts';
import { EsignEvent, recordFlowEvent } from './flow-events';
import { VerifyStatus } from '@evidence/shared/constants';
import { notify } from '../notifications/notify';
import { senderNameOf } from './esign-texts';
import { SIGNER_INBOX_LINK } from './phone/finish-flow';
import { issueSignerLink, signersDue } from './signer-link';

/** A link made in a transaction, to be sent by SMS once that transaction committed. */
export interface DueLink {
  flowId: number;
  signerId: number;
  phone: string;
  name: string;
  url: string;
}

/**
 * Makes the links of the signers whose turn has come (signersDue: every waiting signer of a parallel
 * flow, the next one of a sequential flow) inside the caller's transaction, with a `link_sent` event each.
 * The texts go out after the commit (sendDueLinks): a message cannot be taken back if the transaction
 * rolls back, and a link whose row never committed would not work.
 */
export async function openDueLinks(trx: Db, flow: EsignFlow, siteBase: string, now = Date.now(), opts: { capTexts: boolean } = { capTexts: true }): Promise<DueLink[]> {
  const signers = await trx.selectFrom('esign_signers').select(['id', 'status', 'position', 'phone', 'name', 'signer_kind']).where('flow_id', '=', flow.id).execute();
  const due = signersDue(flow, signers);
  // a sender's send is held to the daily cap; the next signer's link after a signature is not (the signature must not fail for it)
  if (opts.capTexts) await assertLinkTextsLeft(trx, due.map((s) => s.phone), now);
  const links: DueLink[] = [];
  for (const s of due) {
    const { path } = await issueSignerLink(trx, s, Number(flow.expires_at), now);
    await recordFlowEvent(trx, { flowId: Number(flow.id), signerId: Number(s.id), kind: EsignEvent.linkSent, at: now, detail: { position: s.position } });
    links.push({ flowId: Number(flow.id), signerId: Number(s.id), phone: s.phone, name: s.name, url: `${siteBase.replace(/\/+$/, '')}${path}` });
  }
  await noticeToSignerAccounts(trx, flow, due, now);
  return links;
}

/**
 * The signers whose turn came and who are an account (decision 810: a verified account at that phone, of that
 * kind) also get a notice leading to 待我签署 (decision 814), in the same transaction as their link. The notice
 * carries no link to the ceremony itself: 去签署 there makes one for the logged-in signer.
 */
async function noticeToSignerAccounts(trx: Db, flow: EsignFlow, due: Array<{ phone: string; signer_kind: string }>, now: number): Promise<void> {
  if (due.length === 0) return;
  const accounts = await trx.selectFrom('users').select(['id', 'phone', 'account_type']).where('phone', 'in', due.map((s) => s.phone)).where('verify_status', '=', VerifyStatus.verified).execute();
  const sender = await senderNameOf(trx, Number(flow.owner_user_id));
  for (const s of due) {
    const kindType = s.signer_kind === 'company' ? 2 : 1;
    for (const u of accounts.filter((a) => a.phone === s.phone && Number(a.account_type) === kindType && Number(a.id) !== Number(flow.owner_user_id))) {
      await notify(trx, Number(u.id), `${sender}邀请您签署电子合同《${flow.title}》（${flow.flow_no}），请于${chinaDate(Number(flow.expires_at))}前完成签署。`, now, SIGNER_INBOX_LINK.todo);
    }
  }
}

/**
 * Sends each link by SMS through the SMS provider (the local outbox in tests and demos). A failed send is
 * logged and leaves the link valid: the sender can resend it (sendSignSms) or copy it (saveApplyUrl).
 */
export async function sendDueLinks(ctx: Pick<AppContext, 'sms' | 'log' | 'config'>, flow: Pick<EsignFlow, 'title' | 'expires_at'>, sender: string, links: DueLink[]): Promise<void> {
  const texts = links.map((l): Text => ({ phone: l.phone, template: 'esign_invite', params: { name: l.name, sender, title: flow.title, date: chinaDate(Number(flow.expires_at)), link: l.url } }));
  await sendEsignTexts(ctx, texts, 'esign-link');
}
