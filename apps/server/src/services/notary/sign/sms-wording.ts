import { NOTARY_DOC_NAMES, NotaryDocType } from '@evidence/shared/constants';
import type { SigningRound } from './signing-round';

/**
 * What a signing's SMS code says it confirms: the order and the documents of the round, by name (issue 23
 * item 1). One wording for both ways of signing — the SMS way (/api/notary/sendSignSms) and the phone way
 * (/api/signature/sendCode of a QR intent) — so a code never reads less specific on one of them.
 */
export const signSmsWhat = (orderNo: string, signing: SigningRound) =>
  signing.round === 2
    ? `确认公证订单${orderNo}的《${NOTARY_DOC_NAMES[NotaryDocType.inquiry]}》并签署《${NOTARY_DOC_NAMES[NotaryDocType.acceptance]}》回执`
    : `签署公证订单${orderNo}的${signing.types.map((t) => `《${NOTARY_DOC_NAMES[t]}》`).join('')}`;
