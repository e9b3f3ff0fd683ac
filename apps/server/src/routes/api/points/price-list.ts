import { POINTS_PER_YUAN, RECHARGE_LIMITS_YUAN, RECHARGE_PRESETS_YUAN } from '@evidence/shared/constants';
import { ZPriceList, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { paymentsOf } from '../../../providers/payment/from-config';

/**
 * GET /api/points/priceList (public): what preserving a file costs (POINTS_PRICE_PRESERVE), the
 * registration gift, the yuan → points rate, the offered amounts and whether payment is a local test.
 */
export default function priceListRoute(app: App, ctx: AppContext) {
  app.get('/points/priceList', { schema: { tags: ['payment'], response: { 200: zEnvelope(ZPriceList) } } }, async () => {
    const payments = paymentsOf(ctx);
    return ok({
      preserve: ctx.config.points.preservePriceCents / 100,
      esign: ctx.config.points.esignPriceCents / 100,
      web: ctx.config.capture.webPriceCents / 100,
      vmMinute: ctx.config.capture.vmMinuteCents / 100,
      ottMinute: ctx.config.capture.ottMinuteCents / 100,
      notaryBase: ctx.config.notary.feeBaseCents / 100,
      notaryPerRecord: ctx.config.notary.feePerRecordCents / 100,
      registerGift: ctx.config.points.registerGiftCents / 100,
      pointsPerYuan: POINTS_PER_YUAN,
      presets: [...RECHARGE_PRESETS_YUAN],
      min: RECHARGE_LIMITS_YUAN.min,
      max: RECHARGE_LIMITS_YUAN.max,
      provider: payments.providers.map((x) => x.name).join(','),
      providerIsLocal: payments.anyLocal,
      // the channels some provider pays, and whether at the local test cashier (the pay dialog offers these only)
      channels: payments.providers.flatMap((x) => x.channels.map((type) => ({ type, isLocal: x.isLocal }))).sort((a, b) => a.type - b.type),
    });
  });
}
