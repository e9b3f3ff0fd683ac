import path from 'node:path';
import { EVIDENCE_LIMITS, EVIDENCE_MSG, INGEST, INGEST_MSG } from '@evidence/shared/constants';
import { refuse } from '../../errors';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name safe to store and to offer back in Content-Disposition: only the last path segment
 * (no `../`, no directories of either kind of slash), no control or bidi characters, no leading
 * dots, at most 255 characters keeping the extension. Empty becomes 'file'.
 */
export function safeFileName(raw: string): string {
  let name = raw.replace(CONTROL, '').split(/[\\/]/).pop() ?? '';
  name = name.replace(/^[.\s]+/, '').trim();
  if (name.length > INGEST.fileNameMax) {
    const ext = path.extname(name).slice(0, 20);
    name = name.slice(0, INGEST.fileNameMax - ext.length) + ext;
  }
  return name === '' ? 'file' : name;
}

/** Title and label of a preserved file: text as typed (HTML stays text), checked for length. */
export function evidenceTexts(input: { fileName: string; title?: string | null; label?: string | null }): { fileName: string; title: string; label: string | null } {
  if (!input.fileName || input.fileName.trim() === '') throw refuse(INGEST_MSG.fileRequired);
  const fileName = safeFileName(input.fileName);
  const title = (input.title ?? '').replace(CONTROL, '').trim();
  const label = (input.label ?? '').replace(CONTROL, '').trim();
  if ([...title].length > EVIDENCE_LIMITS.titleMax) throw refuse(EVIDENCE_MSG.titleTooLong);
  if ([...label].length > EVIDENCE_LIMITS.labelMax) throw refuse(EVIDENCE_MSG.labelTooLong);
  return { fileName, title: title === '' ? fileName.slice(0, EVIDENCE_LIMITS.titleMax) : title, label: label === '' ? null : label };
}
