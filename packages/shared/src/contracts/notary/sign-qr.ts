import { z } from 'zod';
import { NOTARY_MSG } from '../../constants/notary';
import { zId } from '../../validators/ids';
import { zNotaryOrderId } from './fields';

/** POST /api/notary/signQr {orderId}: a QR code for handwriting on a phone, at the signature step. */
export const ZNotarySignQrRequest = z.object({ orderId: zNotaryOrderId });

/** GET /api/notary/signStatus {orderId, intentId}: the desktop's 2 s poll of its QR code. */
export const ZNotarySignStatusQuery = z.object({ orderId: zNotaryOrderId, intentId: zId(NOTARY_MSG.badOrderId) });
