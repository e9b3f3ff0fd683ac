import { PDFArray, PDFDict, PDFName, PDFRawStream, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { refuse } from '../../../errors';

/** Keys that run something, carry files or forms, or say the file is signed already. */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'OpenAction', 'AA', 'EmbeddedFiles', 'AcroForm', 'XFA', 'RichMedia', 'ByteRange'];
const ACTIVE_VALUES = ['JavaScript', 'Launch', 'Sig', 'ImportData', 'SubmitForm', 'RichMedia'];

function dictOf(obj: PDFObject): PDFDict | null {
  if (obj instanceof PDFDict) return obj;
  if (obj instanceof PDFStream || obj instanceof PDFRawStream) return obj.dict;
  return null;
}

function isActive(dict: PDFDict): boolean {
  for (const [key, value] of dict.entries()) {
    const k = key.decodeText();
    if (ACTIVE_KEYS.includes(k)) return true;
    // /S /JavaScript, /S /Launch (actions); /Type /Sig, /FT /Sig (signatures)
    if ((k === 'S' || k === 'Type' || k === 'FT') && value instanceof PDFName && ACTIVE_VALUES.includes(value.decodeText())) return true;
    const inner = value instanceof PDFDict ? value : null;
    if (inner && isActive(inner)) return true;
    if (value instanceof PDFArray) for (const item of value.asArray()) if (item instanceof PDFDict && isActive(item)) return true;
  }
  return false;
}

/**
 * A contract is signed as what the signers read in our viewer (review finding 5): an upload with scripts or
 * actions (a viewer could show or do something else), attached files, form fields or a signature already in it
 * (a second signature whose byte range our signing breaks) is refused with a way out (打印为 PDF), not silently
 * changed: the stored original stays byte for byte what the sender chose. Names are compared decoded, so
 * #-escaped names do not hide.
 */
export function refuseActiveContent(doc: PDFDocument): void {
  // the catalog and every page, annotation and action are indirect objects: one pass sees them all
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    const dict = dictOf(obj);
    if (dict && isActive(dict)) throw refuse(ESIGN_MSG.pdfActiveContent);
  }
}
