import { NOTARY, NOTARY_MSG, NotaryDocType, NotaryStatus } from '@evidence/shared/constants';
import type { TNotaryOrderDetail } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { requireOrderReader } from './applicant';
import { latestDocuments, notaryDocUrl } from './document-links';
import { ownNotaryOrder } from './own-order';
import { signingRound } from './sign/signing-round';
import { officeStageName, stepName } from './order-view';

/**
 * 001 §3 "Order detail (signing)": the step, who applies (1 person, 2 company), the signing count, and a
 * link per document (applyUrl 申请表, tellUrl 公证告知书, tellBaoquanUrl 保全告知书, adviceUrl 受理通知书,
 * notesUrl 询问笔录; the *Pdf names carry the same link). The signing screen polls it every 2 s.
 */
export async function getNotaryOrderDetail(ctx: AppContext, p: UserPrincipal, orderId: number): Promise<TNotaryOrderDetail> {
  const accountId = requireOrderReader(p);
  const order = await ownNotaryOrder(ctx.db, accountId, orderId);
  const docs = await latestDocuments(ctx.db, order);
  const link = (type: number) => {
    const d = docs.get(type);
    return d ? notaryDocUrl(ctx.downloadSecret, Number(d.id), p.user.id) : null;
  };
  const kind = Number(p.user.account_type) === 2 ? 2 : 1;
  const canSign = Number(order.sign_count) < NOTARY.maxSignings && Number(order.status) === NotaryStatus.inProgress && (order.step === 'signature' || (order.step === 'office' && order.office_stage === 'interview'));
  return {
    id: Number(order.id),
    orderNo: order.order_no,
    step: order.step,
    stepName: stepName(order.step),
    notarial: Number(order.status),
    applyUserType: kind,
    dealUserType: kind,
    signCount: Number(order.sign_count),
    // the first signing at the signature step; the second (the 询问笔录) at office stage interview (decision 303)
    canSign,
    officeStage: order.office_stage,
    officeStageName: officeStageName(order.office_stage),
    applyUrl: link(NotaryDocType.application),
    applyPdfUrl: link(NotaryDocType.application),
    tellUrl: link(NotaryDocType.notarizationNotice),
    tellPdfUrl: link(NotaryDocType.notarizationNotice),
    tellBaoquanUrl: link(NotaryDocType.preservationNotice),
    tellBaoquanUrlPdf: link(NotaryDocType.preservationNotice),
    adviceUrl: link(NotaryDocType.acceptance),
    advicePdfUrl: link(NotaryDocType.acceptance),
    notesUrl: link(NotaryDocType.inquiry),
    notesPdfUrl: link(NotaryDocType.inquiry),
    // the hashes of the very versions the links above serve: sign sends them back (issue 23 item 1)
    signSha256: canSign ? signHashes(order, (t) => docs.get(t)?.sha256 ?? '') : [],
  };
}

/** The hashes sign must name (issue 23 item 1); an order whose round cannot be signed has none. */
function signHashes(order: Parameters<typeof signingRound>[0], sha256Of: (type: number) => string): string[] {
  try {
    return signingRound(order).types.map(sha256Of);
  } catch {
    // an order at the office that was never signed once (signingRound refuses it) has no round to sign
    return [];
  }
}

/**
 * 001 §7 "File download": orderId, type (1 申请表, 2 受理通知书, 3 公证告知书, 5 保全告知书, 4 询问笔录, 6 公证书)
 * → downUrl, signed and expiring. The certificate before it exists: '公证书正在生成中' (an info message, §8).
 */
export async function notaryDownFile(ctx: AppContext, p: UserPrincipal, orderId: number, type: number): Promise<{ downUrl: string }> {
  const accountId = requireOrderReader(p);
  const order = await ownNotaryOrder(ctx.db, accountId, orderId);
  const d = (await latestDocuments(ctx.db, order)).get(type);
  if (!d && type === NotaryDocType.certificate) {
    // only an order whose certificate is being made says so (001 §8, an info message); others say why not
    if (order.office_stage === 'issuing' && Number(order.status) === NotaryStatus.inProgress) throw refuse(NOTARY_MSG.certificateGenerating, { generating: true });
    throw refuse(Number(order.status) === NotaryStatus.inProgress ? NOTARY_MSG.certificateNotIssued : NOTARY_MSG.certificateNone);
  }
  if (!d) throw refuse(NOTARY_MSG.documentNotReady);
  return { downUrl: notaryDocUrl(ctx.downloadSecret, Number(d.id), p.user.id) };
}
