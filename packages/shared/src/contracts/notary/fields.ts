import { NOTARY_MSG } from '../../constants/notary';
import { zId } from '../../validators/ids';

/** The order every notary call names (form field or query `orderId`), by the shared id rule. */
export const zNotaryOrderId = zId(NOTARY_MSG.badOrderId);
