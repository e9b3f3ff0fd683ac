import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOTARY_MSG } from '@evidence/shared/constants';
import { contentDisposition } from '../../../services/downloads/content-disposition';

/**
 * Answers a notarial document link (the applicant's /api/download/notaryDoc and the console's
 * /api/admin/notary/doc): the token's refusal (expired 410, changed 403), nothing stored 404, else the PDF
 * inline (a frame or tab shows it; ?download=1 saves it), never cached.
 */
export async function sendPdfDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  checked: { ok: true } | { ok: false; http: 403 | 410 },
  open: () => Promise<{ body: Readable; size: number; fileName: string } | null>,
) {
  if (!checked.ok) return reply.status(checked.http).send({ code: checked.http, msg: checked.http === 410 ? NOTARY_MSG.linkExpired : NOTARY_MSG.linkInvalid, data: null });
  const doc = await open();
  if (!doc) return reply.status(404).send({ code: 404, msg: NOTARY_MSG.fileGone, data: null });
  const asFile = (request.query as Record<string, unknown> | undefined)?.download === '1';
  return reply
    .headers({
      'Content-Type': 'application/pdf',
      'Content-Length': String(doc.size),
      'Content-Disposition': contentDisposition(doc.fileName, asFile ? 'attachment' : 'inline'),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(doc.body);
}
