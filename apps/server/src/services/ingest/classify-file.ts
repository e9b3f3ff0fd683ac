import { fileTypeFromFile } from 'file-type';
import { FileType, type FileTypeCode } from '@evidence/shared/constants';

export interface Classification {
  fileType: FileTypeCode;
  mime: string;
  /** the extension the content says (null when the content has no signature) */
  detectedExt: string | null;
}

/** Office and other documents whose container (zip, OLE) says nothing by itself. */
const DOCUMENT_EXTS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'wps', 'et', 'dps', 'odt', 'ods', 'odp', 'ofd', 'pdf', 'rtf', 'epub', 'pages', 'numbers', 'key']);
/** Documents that are plain text and have no signature. */
const TEXT_EXTS: Record<string, string> = {
  txt: 'text/plain', csv: 'text/csv', tsv: 'text/tab-separated-values', md: 'text/markdown', log: 'text/plain',
  json: 'application/json', xml: 'application/xml', html: 'text/html', htm: 'text/html', rtf: 'application/rtf',
  yaml: 'text/yaml', yml: 'text/yaml', ini: 'text/plain', srt: 'text/plain', eml: 'message/rfc822',
};
/** Signatures that are documents whatever the extension. */
const DOCUMENT_MIMES = new Set([
  'application/pdf', 'application/rtf', 'application/epub+zip', 'application/xml', 'text/xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet', 'application/vnd.oasis.opendocument.presentation',
  'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint',
]);
/** Containers that hold documents or anything else: the extension decides. */
const CONTAINER_EXTS = new Set(['zip', 'cfb']);

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * The file type by content first (magic bytes, file-type), then by extension where the content
 * has no signature or is a generic container: a .jpg that is really a PDF is a document; a .txt
 * with binary bytes is 其他; a .docx (a zip) is a document; a .zip is 其他.
 */
export function classify(detected: { ext: string; mime: string } | undefined, fileName: string, head: Uint8Array): Classification {
  const ext = extensionOf(fileName);
  if (detected) {
    const { mime } = detected;
    const byContent = (t: FileTypeCode): Classification => ({ fileType: t, mime, detectedExt: detected.ext });
    if (CONTAINER_EXTS.has(detected.ext)) return byContent(DOCUMENT_EXTS.has(ext) ? FileType.document : FileType.other);
    if (mime.startsWith('image/')) return byContent(FileType.image);
    if (mime.startsWith('audio/')) return byContent(FileType.audio);
    if (mime.startsWith('video/')) return byContent(FileType.video);
    if (DOCUMENT_MIMES.has(mime)) return byContent(FileType.document);
    return byContent(FileType.other);
  }
  // no signature: plain text documents by extension, if the bytes look like text
  if (ext in TEXT_EXTS && looksLikeText(head)) return { fileType: FileType.document, mime: TEXT_EXTS[ext] ?? 'text/plain', detectedExt: null };
  if (ext === 'svg' && looksLikeText(head)) return { fileType: FileType.image, mime: 'image/svg+xml', detectedExt: null };
  return { fileType: FileType.other, mime: 'application/octet-stream', detectedExt: null };
}

/** No NUL bytes and valid UTF-8 (or UTF-16 with a byte-order mark) at the start of the file. */
export function looksLikeText(head: Uint8Array): boolean {
  if (head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))) return true;
  if (head.includes(0)) return false;
  // a multi-byte character may be cut at the end of the sample: ignore up to 3 trailing bytes
  for (let cut = 0; cut <= 3 && cut < head.length; cut += 1) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try a shorter sample
    }
  }
  // GBK and other legacy encodings are common in China: accept when there are no control bytes
  return head.every((b) => b === 9 || b === 10 || b === 13 || (b >= 0x20 && b !== 0x7f));
}

/** Classifies the file at `path` (reads only what file-type needs and the first 4 KiB). */
export async function classifyFile(path: string, fileName: string, head: Uint8Array): Promise<Classification> {
  const detected = await fileTypeFromFile(path);
  return classify(detected, fileName, head);
}
