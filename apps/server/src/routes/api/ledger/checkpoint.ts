import { z } from 'zod';
import type { App, AppContext } from '../../../context';
import { latestCheckpoint } from '../../../services/ledger/checkpoints';

/** GET /api/ledger/checkpoint: the latest signed checkpoint, as the C2SP signed note itself. */
export default function checkpoint(app: App, ctx: AppContext) {
  app.get(
    '/ledger/checkpoint',
    { schema: { tags: ['ledger'], description: 'text/plain C2SP signed note (tlog-checkpoint)', response: { 200: z.string() } } },
    async (_request, reply) => {
      const cp = await latestCheckpoint(ctx.db);
      return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(cp.note);
    },
  );
}
