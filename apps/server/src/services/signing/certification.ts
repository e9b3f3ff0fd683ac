import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber } from 'pdf-lib';

/** The document's certification signature as its catalog declares it (ISO 32000-1 12.8.2.2). */
export interface Certification {
  /** the /ByteRange of the signature dictionary /Perms /DocMDP points at: how it is matched to a found signature */
  byteRange: [number, number, number, number];
  /** DocMDP /P: 1 no changes permitted, 2 form filling and signing, 3 also annotations */
  permissions: number;
}

function numbers(array: PDFArray | undefined): number[] {
  if (!array) return [];
  return array.asArray().map((v) => (v instanceof PDFNumber ? v.asNumber() : Number.NaN));
}

/**
 * Reads /Perms /DocMDP from the catalog and, in the signature dictionary it points at, the DocMDP
 * transform's /P (default 2 when the transform has no /P, Table 254). Null when the document declares no
 * certification signature, or when it cannot be parsed: a checker never throws on a hostile file. A
 * /Perms whose dictionary has no DocMDP /Reference is no certification either (a reader would not lock
 * the file), so it is not reported as one.
 */
export async function readCertification(bytes: Uint8Array): Promise<Certification | null> {
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    const perms = doc.catalog.lookupMaybe(PDFName.of('Perms'), PDFDict);
    const sig = perms?.lookupMaybe(PDFName.of('DocMDP'), PDFDict);
    if (!sig) return null;
    const range = numbers(sig.lookupMaybe(PDFName.of('ByteRange'), PDFArray));
    if (range.length !== 4 || range.some((n) => !Number.isInteger(n))) return null;
    const refs = sig.lookupMaybe(PDFName.of('Reference'), PDFArray);
    for (let i = 0; i < (refs?.size() ?? 0); i++) {
      const ref = refs!.lookupMaybe(i, PDFDict);
      if (ref?.lookupMaybe(PDFName.of('TransformMethod'), PDFName)?.asString() !== '/DocMDP') continue;
      const p = ref.lookupMaybe(PDFName.of('TransformParams'), PDFDict)?.lookupMaybe(PDFName.of('P'), PDFNumber)?.asNumber() ?? 2;
      return { byteRange: range as Certification['byteRange'], permissions: p };
    }
    return null;
  } catch {
    return null;
  }
}
