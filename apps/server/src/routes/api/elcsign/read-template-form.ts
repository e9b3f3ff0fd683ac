import type { FastifyRequest } from 'fastify';
import { ESIGN, ESIGN_MSG } from '@evidence/shared/constants';
import { readMultipart } from '../upload/read-multipart';
import type { UploadedPdf } from '../../../services/esign/templates/template-deps';

/** multipart limits of create and edit: one PDF, a few text fields (fields JSON: 200 fields ≈ 40 KB) */
export const TEMPLATE_MULTIPART_LIMITS = { fileSize: ESIGN.maxPdfBytes, files: 1, fields: 8, parts: 9, fieldSize: 256 * 1024 };

const TEXT_FIELDS = ['id', 'name', 'category', 'roles', 'fields'] as const;

/**
 * Reads a create / edit body: multipart (text fields and at most one `file`, read up to the PDF limit —
 * one byte more is refused, never stored) or, for an edit without a new file, a form or JSON body.
 * The file is judged by content later (readPdfFacts), never by its name or declared type.
 */
export async function readTemplateForm(request: FastifyRequest): Promise<{ values: Record<string, unknown>; file: UploadedPdf | null }> {
  if (!request.isMultipart()) {
    // a JSON string or array is no form: spreading it would turn its characters into fields
    const body = request.body;
    return { values: body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {}, file: null };
  }
  const form = await readMultipart(request, { tooLarge: ESIGN_MSG.pdfTooLarge });
  const values: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) if (name in form.fields) values[name] = form.fields[name];
  const file: UploadedPdf | null = form.file ? { bytes: form.file.bytes, fileName: form.file.fileName } : null;
  return { values, file };
}
