/**
 * The types a browser shows inline without running anything from the file: images it decodes, audio, video and PDF
 * (its own viewer). HTML, SVG, XML and everything else go as attachments, so an uploaded page can never run on our
 * origin. The type is the stored one, sniffed from the content at upload (classify-file.ts), not the name's.
 */
const INLINE = /^(image\/(png|jpe?g|gif|webp|bmp)|audio\/[\w.+-]+|video\/[\w.+-]+|application\/pdf)$/i;

export function isInlineType(mime: string | null): mime is string {
  return mime !== null && INLINE.test(mime);
}
