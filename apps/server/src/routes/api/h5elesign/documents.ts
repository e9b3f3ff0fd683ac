import { ZH5ResultInfo, ZH5SignedState, ZH5TokenRequest, zEnvelope } from '@evidence/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { contentDisposition } from '../../../services/downloads/content-disposition';
import type { PhoneDocument } from '../../../services/esign/phone/documents';
import { originalForSigner, resultInfo, signedForSigner, signedState } from '../../../services/esign/phone/documents';

function sendPdf(request: FastifyRequest, reply: FastifyReply, doc: PhoneDocument) {
  const asFile = (request.query as Record<string, unknown>).download === '1';
  return reply
    .headers({ 'Content-Type': 'application/pdf', 'Content-Length': String(doc.size), 'Content-Disposition': contentDisposition(doc.fileName, asFile ? 'attachment' : 'inline'), 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' })
    .send(doc.bytes);
}

const Q = ZH5TokenRequest.extend({ download: z.string().max(5).optional() });

/**
 * GET /api/h5elesign/pdf {token} (step3 reads the whole original), GET /api/h5elesign/result {token} (endpdf:
 * the signed PDF through the result link), GET /api/h5elesign/resultInfo {token}, GET /api/h5elesign/signedState
 * {token} (the link that signed: what became of the flow). Refusals are the envelope.
 */
export default function h5DocumentRoutes(app: App, ctx: AppContext) {
  const limit = { rateLimit: { max: 30, timeWindow: 60_000 } };
  app.get('/h5elesign/pdf', { config: limit, schema: { tags: ['h5elesign'], querystring: Q } }, async (request, reply) => sendPdf(request, reply, await originalForSigner(ctx, request.query.token)));
  app.get('/h5elesign/result', { config: limit, schema: { tags: ['h5elesign'], querystring: Q } }, async (request, reply) => sendPdf(request, reply, await signedForSigner(ctx, request.query.token, clientOf(request))));
  app.get('/h5elesign/resultInfo', { config: limit, schema: { tags: ['h5elesign'], querystring: ZH5TokenRequest, response: { 200: zEnvelope(ZH5ResultInfo) } } }, async (request) => ok(await resultInfo(ctx, request.query.token)));
  app.get('/h5elesign/signedState', { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags: ['h5elesign'], querystring: ZH5TokenRequest, response: { 200: zEnvelope(ZH5SignedState) } } }, async (request) => ok(await signedState(ctx, request.query.token)));
}
