import { z } from 'zod';
import { SHARE_MSG } from '@evidence/shared/constants';
import { ZSetExtractCodeRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { refuse } from '../../../errors';
import { codeCipher } from '../../../services/extraction/code-cipher';
import { setExtractCode } from '../../../services/extraction/extract-code-settings';

/**
 * POST /api/user/setExtractCode with extractCode: sets or changes the account's code (000 §5: at
 * most 30 characters). An individual or a company main account only; a sub-account is refused.
 */
export default function setExtractCodeRoute(app: App, ctx: AppContext) {
  app.post(
    '/user/setExtractCode',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['user'], security: [{ bearer: [] }], body: ZSetExtractCodeRequest, response: { 200: zEnvelope(z.null()) } },
      preValidation: async (request) => {
        const p = requireUser(request);
        if (p.role === 'companySub') throw refuse(SHARE_MSG.subAccountNoChange);
      },
    },
    async (request) => {
      const p = requireUser(request);
      await setExtractCode(ctx.db, codeCipher(ctx.config), p, request.body.extractCode, request.ip ?? null);
      return ok(null, SHARE_MSG.saved);
    },
  );
}
