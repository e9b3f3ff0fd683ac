import type { App, AppContext } from '../../../context';
import { AppError } from '../../../errors';
import { paymentsOf } from '../../../providers/payment/from-config';
import { answerNotify } from '../../../services/payments/answer-notify';

/** A notice is small (WeChat's encrypted JSON, Alipay's form): anything larger is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/payment/notify/:provider (local, wechat, alipay): a payment provider's notice of a payment,
 * a closed trade or a refund. The body reaches the provider's verifyNotify as the raw bytes it signed
 * (WeChat signs the raw JSON body; parsing first and serialising again would change it), with the
 * headers. Answers the provider's protocol, not our envelope: its success answer once taken (replays
 * too, changing nothing), its failure answer otherwise — 401 for a notice that does not verify, which
 * changes nothing; the provider retries (docs/points-and-payments.md, docs/providers.md).
 */
export default function paymentNotifyRoute(app: App, ctx: AppContext) {
  void app.register(async (scope) => {
    // this scope only: every body is kept as the bytes that came, whatever its content type says
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));
    // a refusal before the handler (too large, too many, our own failure) is still answered in the provider's
    // protocol — WeChat's {code: FAIL}, Alipay's fail — with its status; the provider retries (outside review of issue 25)
    scope.setErrorHandler((err: Error & { statusCode?: number; code?: unknown }, request, reply) => {
      const provider = paymentsOf(ctx).byName((request.params as { provider?: string }).provider ?? '');
      if (!provider) throw err;
      // Fastify's own errors carry statusCode; the rate limit's answer is our AppError, whose code is the status (429)
      const given = err.statusCode ?? (err instanceof AppError ? err.code : undefined);
      const status = given !== undefined && given >= 400 && given < 600 ? given : 500;
      if (status >= 500) request.log.error({ err }, 'payment notify failed');
      const answer = provider.answer(false, status === 413 ? '通知内容过大' : status === 429 ? '请求过于频繁' : '处理失败，请稍后重试');
      return reply.code(status).type(answer.contentType).send(answer.body);
    });
    scope.post<{ Params: { provider: string } }>(
      '/payment/notify/:provider',
      { config: { rateLimit: { max: 600, timeWindow: 60_000 } }, bodyLimit: NOTIFY_BODY_LIMIT, schema: { hide: true } },
      async (request, reply) => {
        const provider = paymentsOf(ctx).byName(request.params.provider);
        // no such provider configured: the platform's own not-found answer, as for any unknown address
        if (!provider) return reply.callNotFound();
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const answer = await answerNotify(ctx.db, provider, { headers: request.headers, rawBody }, request.log);
        return reply.code(answer.status).type(answer.contentType).send(answer.body);
      },
    );
  });
}
