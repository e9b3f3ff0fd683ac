import { sql } from 'kysely';
import { z } from 'zod';
import { zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../context';

/**
 * GET /api/health: the process answers and the database is reachable. Public, so it names nothing
 * about the set-up (the database kind is in the start log line "server ready", decision 187).
 */
export default function health(app: App, ctx: AppContext) {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: zEnvelope(z.object({ status: z.literal('ok') })) } } },
    async () => {
      await sql`select 1`.execute(ctx.db);
      return ok({ status: 'ok' as const });
    },
  );
}
