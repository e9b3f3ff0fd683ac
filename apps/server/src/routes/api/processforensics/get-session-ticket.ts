import { ZProcessIdRequest, ZSessionTicketResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { captureActor } from '../../../services/capture/capture-access';
import { sessionTicket } from '../../../services/capture/process/session-ticket';

/** POST /api/Processforensics/getSessionTicket {id}: the live page's single-use WebSocket ticket. */
export default function getSessionTicketRoute(app: App, ctx: AppContext) {
  app.post(
    '/Processforensics/getSessionTicket',
    {
      schema: { tags: ['capture'], security: [{ bearer: [] }], body: ZProcessIdRequest, response: { 200: zEnvelope(ZSessionTicketResponse) } },
      preValidation: async (request) => void requirePermission(request, 'capture.use'),
    },
    async (request) => ok(await sessionTicket(ctx, captureActor(requirePermission(request, 'capture.use')), request.body.id)),
  );
}
