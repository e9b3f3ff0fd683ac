import { useEffect, useState } from 'react';

/** A chosen File's bytes (for the field editor), or null while none is chosen or it is being read. */
export function useFileBytes(file: File | null | undefined): ArrayBuffer | null {
  const [read, setRead] = useState<{ file: File; bytes: ArrayBuffer } | null>(null);
  useEffect(() => {
    if (!file) return;
    let live = true;
    void file.arrayBuffer().then((bytes) => live && setRead({ file, bytes }));
    return () => {
      live = false;
    };
  }, [file]);
  return file && read?.file === file ? read.bytes : null;
}

const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** The browser's first look at a chosen file (the server judges it again): a PDF header in the first KiB. */
export async function looksLikePdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  for (let i = 0; i + MAGIC.length <= head.length; i++) if (MAGIC.every((b, j) => head[i + j] === b)) return true;
  return false;
}
