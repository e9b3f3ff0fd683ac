import type { CodeTemplate } from '../../auth/sms-codes';
import type { SigningRound } from './signing-round';

/**
 * What a signing's SMS code says it confirms: the order, and which round (issue 23 item 1). A carrier template takes
 * the order number as a parameter; the documents' names are fixed words of the template (decision 894: a list of
 * names as one parameter is free text no carrier approves). One template for both ways of signing — the SMS way
 * (/api/notary/sendSignSms) and the phone way (/api/signature/sendCode of a QR intent) — so a code never reads
 * less specific on one of them.
 */
export const signSmsTemplate = (orderNo: string, signing: Pick<SigningRound, 'round'>): CodeTemplate => ({
  key: signing.round === 2 ? 'code_notary_interview' : 'code_notary_sign',
  params: { orderNo },
});
