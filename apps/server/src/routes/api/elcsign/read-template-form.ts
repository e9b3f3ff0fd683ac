import type { FastifyRequest } from 'fastify';
import { ESIGN, ESIGN_MSG } from '@evidence/shared/constants';
import { refuse } from '../../../errors';
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
  if (!request.isMultipart()) return { values: { ...((request.body as Record<string, unknown> | undefined) ?? {}) }, file: null };
  const values: Record<string, unknown> = {};
  let file: UploadedPdf | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if ((TEXT_FIELDS as readonly string[]).includes(part.fieldname)) values[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'file' || file) {
      part.file.resume();
      continue;
    }
    try {
      file = { bytes: await part.toBuffer(), fileName: part.filename };
    } catch {
      throw refuse(ESIGN_MSG.pdfTooLarge);
    }
  }
  return { values, file };
}
