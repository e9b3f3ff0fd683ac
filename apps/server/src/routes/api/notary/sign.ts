import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotarySignAccepted, ZNotarySignRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { requestNotarySign } from '../../../services/notary/sign/request-sign';

/** POST /api/notary/sign: 一键签署 by the phone's handwriting (intentId) or a seal with the SMS code; the signing runs as a job. */
export default function notarySignRoute(app: App, ctx: AppContext) {
  app.post(
    '/notary/sign',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['notary'], security: [{ bearer: [] }], body: ZNotarySignRequest, response: { 200: zEnvelope(ZNotarySignAccepted) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await requestNotarySign(ctx, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.body, clientOf(request).ip), NOTARY_MSG.signing),
  );
}
