import type { IntentSubject } from '../../intent/create-qr-intent';

/** The intent subject of an order's first signing (the signature step). */
export const notarySignSubject = (orderId: number): IntentSubject => ({ kind: 'notary', id: orderId, purpose: 'notary.sign' });
/** The intent subject of the second signing (the 受理通知书's receipt and the 询问笔录, office stage interview). */
export const notaryInterviewSubject = (orderId: number): IntentSubject => ({ kind: 'notary', id: orderId, purpose: 'notary.interview' });
