import sharp from 'sharp';
import type { App } from '../../src/context';
import type { Caller } from './tenants';
import { freshIp } from './api';

/** A multipart body of text fields and one file part. */
export function multipartBody(fields: Record<string, string>, file?: { field?: string; name: string; bytes: Buffer; type?: string }) {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/seal/create as the browser sends it. */
export async function createSeal(app: App, caller: Caller | undefined, name: string | undefined, bytes: Buffer | undefined, fileName = 'signature.png') {
  const { payload, contentType } = multipartBody(name === undefined ? {} : { name }, bytes ? { name: fileName, bytes } : undefined);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (caller) Object.assign(headers, { authorization: `Bearer ${caller.token}`, role: caller.role });
  const res = await app.inject({ method: 'POST', url: '/api/seal/create', headers, payload, remoteAddress: freshIp() });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer fields freely
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

/**
 * A "handwritten" signature as a canvas exports it: `background` white (or transparent), a dark
 * scribble of strokes in the middle. Width × height pixels.
 */
export async function drawnPng(width = 600, height = 240, background: 'white' | 'transparent' = 'transparent'): Promise<Buffer> {
  const bg = background === 'white' ? '<rect width="100%" height="100%" fill="#fff"/>' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${bg}<path d="M${width * 0.2} ${height * 0.6} C ${width * 0.3} ${height * 0.2}, ${width * 0.4} ${height * 0.9}, ${width * 0.5} ${height * 0.5} S ${width * 0.7} ${height * 0.3}, ${width * 0.8} ${height * 0.55}" stroke="#111" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Pixel facts of a PNG: alpha channel, the corners' alpha, how many pixels are opaque and red-ish. */
export async function pngFacts(png: Buffer) {
  const img = sharp(png);
  const meta = await img.metadata();
  const { data, info } = await img.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
  let opaque = 0;
  let red = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! > 200) {
      opaque += 1;
      if (data[i]! > 180 && data[i + 1]! < 80 && data[i + 2]! < 80) red += 1;
    }
  }
  const w = info.width - 1;
  const h = info.height - 1;
  return { format: meta.format, hasAlpha: meta.hasAlpha, channels: meta.channels, width: info.width, height: info.height, corners: [alphaAt(0, 0), alphaAt(w, 0), alphaAt(0, h), alphaAt(w, h)], opaque, red };
}
