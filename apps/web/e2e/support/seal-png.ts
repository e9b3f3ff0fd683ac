import zlib from 'node:zlib';
import { chunk } from './images';

/**
 * A company seal as a scan cut out of its paper: a red ring with a red dot on a TRANSPARENT background,
 * written as a real RGBA PNG here (no binary stored), for the 上传印章 journey.
 */
export function transparentSealPng(size = 300): Buffer {
  const c = size / 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c);
      const red = (d > size * 0.4 && d < size * 0.46) || d < size * 0.1;
      if (red) row.set([215, 0, 15, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(6, 9); // colour type RGBA
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
