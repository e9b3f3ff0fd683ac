import { sql } from 'kysely';
import { z } from 'zod';
import { zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../context';

/**
 * GET /api/health: the process answers and the database is reachable; `ledger` is 'degraded' while this
 * process's sequencer refuses to append (decision 156). Public, so it names nothing about the set-up (the
 * database kind is in the start log line "server ready", decision 187).
 */
export default function health(app: App, ctx: AppContext) {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: zEnvelope(z.object({ status: z.literal('ok'), ledger: z.enum(['ok', 'degraded']) })) } } },
    async () => {
      await sql`select 1`.execute(ctx.db);
      return ok({ status: 'ok' as const, ledger: ctx.ledger.sequencer.refused ? ('degraded' as const) : ('ok' as const) });
    },
  );
}
