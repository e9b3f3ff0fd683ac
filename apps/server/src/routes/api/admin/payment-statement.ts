import { z } from 'zod';
import { refuse } from '../../../errors';
import type { App, AppContext } from '../../../context';
import { requireOperator, clientOf } from '../../../plugins/guards';
import { writeAudit } from '../../../services/audit/write-audit';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import { chinaDay, dailyStatement, statementWorkbook } from '../../../services/payments/statement/daily-statement';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ZQuery = z.object({ from: z.string().regex(DAY).optional(), to: z.string().regex(DAY).optional() });

/**
 * GET /api/admin/payments/statement?from=YYYY-MM-DD&to=YYYY-MM-DD (Beijing days, default the last 31): the
 * operator's daily statement of what was received and refunded per channel, as an .xlsx (decision 917).
 * Operators only (checked here, before the query is read); at most 366 days; each download is audited.
 */
export default function paymentStatementRoute(app: App, ctx: AppContext) {
  app.get(
    '/admin/payments/statement',
    { compress: false, schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZQuery }, preValidation: async (request) => void requireOperator(request) },
    async (request, reply) => {
      const operator = requireOperator(request);
      const to = request.query.to ?? chinaDay(Date.now());
      const from = request.query.from ?? chinaDay(Date.parse(`${to}T00:00:00Z`) - 30 * 86_400_000);
      const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
      if (!Number.isFinite(span) || span < 0) throw refuse('开始日期不能晚于结束日期');
      if (span > 365) throw refuse('对账单最多一次导出366天');
      const rows = await dailyStatement(ctx.db, from, to);
      const file = await statementWorkbook(rows, from, to);
      await writeAudit(ctx.db, { actorType: 'operator', actorId: operator.operator.id, action: 'payment.statement.download', targetType: 'payments', ip: clientOf(request).ip, detail: { from, to, rows: rows.length } });
      reply.header('content-type', XLSX).header('content-disposition', contentDisposition(`收款退款日报-${from.replace(/-/g, '')}-${to.replace(/-/g, '')}.xlsx`)).header('cache-control', 'no-store');
      return reply.send(file);
    },
  );
}
