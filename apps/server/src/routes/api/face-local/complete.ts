import { FACE_MSG } from '@evidence/shared/constants';
import { ZFaceLocalCompleteRequest, ZFaceLocalCompleteResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { completeLocalFace } from '../../../services/face/local-page';

/**
 * POST /api/face-local/complete with token and result (pass | fail): the tester's choice on the
 * local test provider's mobile page. Single use; expired and used links answer a clear message.
 * Only when FACE_PROVIDER=local.
 */
export default function faceLocalCompleteRoute(app: App, ctx: AppContext) {
  if (ctx.face.name !== 'local') return;
  app.post(
    '/face-local/complete',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['face-local'], body: ZFaceLocalCompleteRequest, response: { 200: zEnvelope(ZFaceLocalCompleteResponse) } },
    },
    async (request) => {
      const r = await completeLocalFace(ctx.db, request.body.token, request.body.result, request.ip ?? null);
      return ok(r, r.state === 'SUCCESS' ? FACE_MSG.localPassed : FACE_MSG.localFailed);
    },
  );
}
