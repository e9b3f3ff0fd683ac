import { ZH5SignRequest, ZH5SignResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { signFields } from '../../../services/esign/phone/sign';

/** POST /api/h5elesign/sign (JSON, the handwriting as a PNG data URL, up to 2 MB): the signer's fields signed. */
export default function h5SignRoute(app: App, ctx: AppContext) {
  app.post(
    '/h5elesign/sign',
    { bodyLimit: 2 * 1024 * 1024, config: { rateLimit: { max: 10, timeWindow: 60_000 } }, schema: { tags: ['h5elesign'], body: ZH5SignRequest, response: { 200: zEnvelope(ZH5SignResponse) } } },
    async (request) => {
      const r = await signFields(ctx, request.body.token, request.body, requestOrigin(request, ctx.config), clientOf(request));
      return ok({ flowDone: r.flowDone }, r.message);
    },
  );
}
