import { ZSmsOutboxQuery, ZSmsOutboxResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireOperator } from '../../../plugins/guards';
import { listSmsOutbox } from '../../../services/admin/list-sms-outbox';

/** GET /api/admin/smsOutbox: what the local SMS provider recorded, for operators only. */
export default function smsOutbox(app: App, ctx: AppContext) {
  app.get(
    '/admin/smsOutbox',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZSmsOutboxQuery, response: { 200: zEnvelope(ZSmsOutboxResponse) } },
      preValidation: async (request) => void requireOperator(request),
    },
    async (request) => {
      requireOperator(request);
      return ok(await listSmsOutbox(ctx.db, request.query));
    },
  );
}
