import { z } from 'zod';
import { zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { mySignsTodoCount } from '../../../services/esign/flows/my-signs';

/** GET /api/ElcSign/mySignsCount: the header menu's 待办 count, the flows awaiting my signature now. */
export default function mySignsCountRoute(app: App, ctx: AppContext) {
  app.get(
    '/ElcSign/mySignsCount',
    {
      schema: { tags: ['esign'], security: [{ bearer: [] }], response: { 200: zEnvelope(z.object({ todo: z.number().int() })) } },
      preValidation: async (request) => void requireUser(request),
    },
    async (request) => ok({ todo: await mySignsTodoCount(ctx.db, requireUser(request)) }),
  );
}
