/**
 * Names inside the batch ZIP: the record's own file name (UTF-8, yazl sets the language-encoding
 * flag), made safe for every unzip tool and file system, and unique (case-insensitively, as on
 * Windows and macOS) by adding " (2)", " (3)" … before the extension.
 */
export function safeEntryName(fileName: string): string {
  let name = fileName.normalize('NFC').replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').replace(/\s+/gu, ' ').trim().replace(/[. ]+$/u, '');
  if (name === '' || /^\.+$/u.test(name)) name = '文件';
  // keep names well under every file system's 255-byte limit, extension first
  if (Buffer.byteLength(name, 'utf8') > 180) {
    const { stem, ext } = split(name);
    let s = stem;
    while (Buffer.byteLength(s + ext, 'utf8') > 180 && s.length > 1) s = [...s].slice(0, -1).join('');
    name = s + ext;
  }
  return name;
}

export function uniqueEntryNames(fileNames: readonly string[], reserved: readonly string[] = []): string[] {
  const taken = new Set(reserved.map((n) => n.toLowerCase()));
  return fileNames.map((raw) => {
    const name = safeEntryName(raw);
    let candidate = name;
    const { stem, ext } = split(name);
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

function split(name: string): { stem: string; ext: string } {
  const dot = name.lastIndexOf('.');
  // ".bashrc" has no extension; "a.tar.gz" keeps ".gz" only (good enough for uniqueness)
  if (dot <= 0 || name.length - dot > 12) return { stem: name, ext: '' };
  return { stem: name.slice(0, dot), ext: name.slice(dot) };
}
