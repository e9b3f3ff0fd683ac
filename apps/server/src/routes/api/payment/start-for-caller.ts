import { PAYMENT_MSG, type PayChannel } from '@evidence/shared/constants';
import type { TPayStart } from '@evidence/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { paymentsOf } from '../../../providers/payment/from-config';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { startPayment } from '../../../services/payments/start-payment';

/** The guard both payment routes run in preValidation and again in the handler: sub-accounts cannot buy points. */
export function requireBuyer(request: FastifyRequest) {
  return requirePermission(request, 'points.buy', PAYMENT_MSG.subCannotBuy);
}

/**
 * Starts paying for the calling buyer (POST /api/Evidences/pay and /api/alipay/doPay): a new order of
 * `integral` yuan or the caller's pending `orderNo` again, through the configured provider.
 */
export function startPaymentForCaller(
  ctx: AppContext,
  request: FastifyRequest,
  order: { integral?: number | undefined; orderNo?: string | undefined; channel: PayChannel },
): Promise<TPayStart> {
  const p = requireBuyer(request);
  return startPayment(ctx.db, paymentsOf(ctx), {
    ttlMs: ctx.config.payment.orderTtlMs,
    accountUserId: p.user.id,
    ...order,
    siteBase: requestOrigin(request, ctx.config),
    ip: clientOf(request).ip,
  });
}
