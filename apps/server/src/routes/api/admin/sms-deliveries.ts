import { ZSmsDeliveriesQuery, ZSmsDeliveriesResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireOperator } from '../../../plugins/guards';
import { listSmsDeliveries } from '../../../services/admin/list-sms-deliveries';

/** GET /api/admin/smsDeliveries: what became of every message sent through the SMS provider, for operators only. */
export default function smsDeliveries(app: App, ctx: AppContext) {
  app.get(
    '/admin/smsDeliveries',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZSmsDeliveriesQuery, response: { 200: zEnvelope(ZSmsDeliveriesResponse) } },
      preValidation: async (request) => void requireOperator(request),
    },
    async (request) => {
      requireOperator(request);
      return ok(await listSmsDeliveries(ctx.db, request.query, ctx.config.smsRetention.retentionDays));
    },
  );
}
