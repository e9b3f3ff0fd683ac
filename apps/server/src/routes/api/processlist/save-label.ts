import { CAPTURE_MSG } from '@evidence/shared/constants';
import { ZSaveCaptureLabelRequest, ZSaveCaptureLabelResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { captureActor } from '../../../services/capture/capture-access';
import { saveCaptureLabel } from '../../../services/capture/save-label';

/** POST /api/processlist/saveLabel {id, label}: a capture's label (empty clears it). */
export default function saveLabelRoute(app: App, ctx: AppContext) {
  app.post(
    '/processlist/saveLabel',
    {
      schema: { tags: ['capture'], security: [{ bearer: [] }], body: ZSaveCaptureLabelRequest, response: { 200: zEnvelope(ZSaveCaptureLabelResponse) } },
      preValidation: async (request) => void requirePermission(request, 'capture.use'),
    },
    async (request) => ok(await saveCaptureLabel(ctx.db, captureActor(requirePermission(request, 'capture.use')), request.body.id, request.body.label, clientOf(request).ip), CAPTURE_MSG.labelSaved),
  );
}
