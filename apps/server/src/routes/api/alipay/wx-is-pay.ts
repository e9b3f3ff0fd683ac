import { PAY_STATUS_NAMES, PAYMENT_MSG, PayStatus, type PayStatus as TPayStatus } from '@evidence/shared/constants';
import { ZOrderNoRequest, ZPayState, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { refuse } from '../../../errors';
import { ownPayable } from '../../../services/payments/recharge-order';

const WAITING: Record<number, string> = { [PayStatus.pending]: PAYMENT_MSG.notPaidYet, [PayStatus.cancelled]: PAYMENT_MSG.cancelled, [PayStatus.failed]: PAYMENT_MSG.failed };

/**
 * POST /api/alipay/wxIsPay with order_no, polled every 3 s while the pay dialog is open (001 §4):
 * code 200 once paid; otherwise code 400 with the state in `data` (1 still pending: keep polling;
 * 3 failed or 4 cancelled: stop). Only the buyer's own orders: recharges and notarial fees.
 */
export default function wxIsPayRoute(app: App, ctx: AppContext) {
  app.post(
    '/alipay/wxIsPay',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags: ['payment'], security: [{ bearer: [] }], body: ZOrderNoRequest, response: { 200: zEnvelope(ZPayState) } },
      preValidation: async (request) => {
        requirePermission(request, 'points.buy', PAYMENT_MSG.subCannotBuy);
      },
    },
    async (request) => {
      const p = requirePermission(request, 'points.buy', PAYMENT_MSG.subCannotBuy);
      const order = await ownPayable(ctx.db, p.user.id, request.body.order_no);
      const status = Number(order.pay_status) as TPayStatus;
      const state = { order_no: order.order_no, pay_status: status, pay_status_name: PAY_STATUS_NAMES[status] ?? '' };
      if (status === PayStatus.paid) return ok(state, PAYMENT_MSG.paid);
      throw refuse(WAITING[status] ?? PAYMENT_MSG.notPaidYet, state);
    },
  );
}
