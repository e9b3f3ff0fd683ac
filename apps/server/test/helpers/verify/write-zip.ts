import fs from 'node:fs';
import yazl from 'yazl';

/** Writes a ZIP the way the evidence package will be built (yazl; UTF-8 names, deflated unless told). */
export function writeZip(file: string, entries: Array<{ name: string; data: Uint8Array | string; compress?: boolean }>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(Buffer.from(e.data), e.name, { compress: e.compress ?? true });
  zip.end();
  return new Promise((resolve, reject) => {
    zip.outputStream.pipe(fs.createWriteStream(file)).on('close', resolve).on('error', reject);
  });
}
