import { useEffect, useState } from 'react';

/** A chosen File's bytes (for the PDF viewer and the field editor), or null while none is chosen or it is being read. */
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
