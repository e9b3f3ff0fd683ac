import { ZCheckIdCardInformationRequest, ZCheckIdCardInformationResult, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { checkIdCardInformation } from '../../../services/peruser/check-id-card-information';

/**
 * POST /api/Peruser/checkIdCardInformation with `url` (000 §5, §7): the caller's uploaded ID-card
 * front photo → id_name, id_code, id_address; or code 400 with a message telling the user to fill
 * them in by hand. Reading a photo takes about a second of CPU, hence the tighter rate limit.
 */
export default function checkIdCardInformationRoute(app: App, ctx: AppContext) {
  app.post(
    '/Peruser/checkIdCardInformation',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['kyc'], security: [{ bearer: [] }], body: ZCheckIdCardInformationRequest, response: { 200: zEnvelope(ZCheckIdCardInformationResult) } },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => {
      const p = requireUser(request);
      const data = await checkIdCardInformation(ctx.db, ctx.blobs, ctx.ocr, p.user.id, request.body.url);
      return ok(data, '识别成功');
    },
  );
}
