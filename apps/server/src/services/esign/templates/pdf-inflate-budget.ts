import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { refuse } from '../../../errors';

const inflate = promisify(zlib.inflate);

/** What all of a PDF's compressed streams may unpack to, together: a 20 MB contract of text and scans stays far below. */
export const MAX_INFLATED_BYTES = 128 * 1024 * 1024;

/** Decoders pdf-lib runs while loading (object and cross-reference streams) whose output this scan cannot bound. */
const UNBOUNDED_FILTERS = /LZW|RunLength|\/RL\b|ASCIIHex|ASCII85|\/AHx\b|\/A85\b/;

/**
 * A decompression bomb's guard, run before pdf-lib loads an upload (review finding 2: a 1.5 MB PDF whose one
 * object stream unpacks to 1.5 GB held the server for 15 s and 2.9 GB). Every stream is tried with zlib, in the
 * thread pool so the event loop is not held, each with at most what is left of MAX_INFLATED_BYTES: a stream that
 * is not Flate fails at once and costs nothing. A stream whose dictionary uses a decoder pdf-lib would run on it
 * with no bound here (LZW, RunLength, ASCII hex/85), or hides its names with # escapes, while it is an object or
 * cross-reference stream or names no image filter, is refused too: ordinary contracts do not use them.
 */
export async function checkInflateBudget(bytes: Uint8Array): Promise<void> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const text = buf.toString('latin1');
  let left = MAX_INFLATED_BYTES;
  // a regex of this call's own: its lastIndex is state, and calls interleave at every await
  const stream = /stream\r?\n/g;
  for (let m = stream.exec(text); m; m = stream.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const objStart = text.lastIndexOf(' obj', m.index);
    const dict = text.slice(Math.max(objStart, m.index - 2048), m.index);
    const special = /\/(ObjStm|XRef)\b/.test(dict) || !/DCTDecode|JPXDecode|CCITTFax|JBIG2|\/DCT\b|\/CCF\b/.test(dict);
    if (special && (UNBOUNDED_FILTERS.test(dict) || /\/[^\s/<>[\]()]*#[0-9A-Fa-f]{2}/.test(dict))) throw refuse(ESIGN_MSG.pdfUnsupportedCoding);
    let out: Buffer | null = null;
    try {
      out = await inflate(buf.subarray(start, end), { maxOutputLength: left + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw refuse(ESIGN_MSG.pdfTooExpanded);
      // not zlib data (an image, an uncompressed stream) or damaged: pdf-lib judges the file next
    }
    if (out) {
      left -= out.length;
      if (left < 0) throw refuse(ESIGN_MSG.pdfTooExpanded);
    }
    stream.lastIndex = end + 'endstream'.length;
  }
}
