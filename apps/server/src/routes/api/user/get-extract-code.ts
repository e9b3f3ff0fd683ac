import { ZExtractCodeInfo, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { codeCipher } from '../../../services/extraction/code-cipher';
import { getExtractCodeInfo } from '../../../services/extraction/extract-code-settings';

/**
 * GET /api/user/getExtractCode: the extraction code for the settings tab (000 §2); a sub-account
 * gets its company's, read only. Not cached by the browser.
 */
export default function getExtractCodeRoute(app: App, ctx: AppContext) {
  app.get(
    '/user/getExtractCode',
    { schema: { tags: ['user'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZExtractCodeInfo) } } },
    async (request, reply) => {
      const p = requireUser(request);
      void reply.header('cache-control', 'no-store');
      return ok(await getExtractCodeInfo(ctx.db, codeCipher(ctx.config), p));
    },
  );
}
