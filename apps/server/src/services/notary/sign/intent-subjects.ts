import { SmsPurpose } from '@evidence/shared/constants';
import type { IntentSubject } from '../../intent/create-qr-intent';

/** The intent subject of an order's first signing (the signature step). */
export const notarySignSubject = (orderId: number): IntentSubject => ({ kind: 'notary', id: orderId, purpose: 'notary.sign' });
/** The intent subject of the second signing (the 受理通知书's receipt and the 询问笔录, office stage interview). */
export const notaryInterviewSubject = (orderId: number): IntentSubject => ({ kind: 'notary', id: orderId, purpose: 'notary.interview' });

/**
 * The SMS code of an order's signing round is bound to that order and round (issue 23 item 1): a code
 * asked for one order confirms no other, and a correction of the 询问笔录 can void exactly the codes of
 * the second signing (services/notary/office/interview.ts).
 */
export const notarySignSmsPurpose = (orderId: number, round: 1 | 2) => `${SmsPurpose.sign}:notary:${orderId}:${round}`;
