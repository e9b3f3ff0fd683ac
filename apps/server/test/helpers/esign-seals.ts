import sharp from 'sharp';
import type { App } from '../../src/context';
import { call, freshIp } from './api';
import { multipartBody } from './seals';
import type { Caller } from './tenants';

/** Calls for the company e-seal tests (docs/esign.md "Company e-seals"). */
const auth = (c: Caller | undefined) => (c ? { token: c.token, role: c.role } : {});

export const sealApi = (app: App) => ({
  list: (c?: Caller) => call(app, 'GET', '/api/ElcSign/sealList', { ...auth(c), ip: freshIp() }),
  detail: (c: Caller | undefined, id: string | number) => call(app, 'GET', '/api/ElcSign/sealDetail', { ...auth(c), query: { id: String(id) }, ip: freshIp() }),
  preview: (c: Caller | undefined, sealType = 'contract') => call(app, 'GET', '/api/ElcSign/sealPreview', { ...auth(c), query: { seal_type: sealType }, ip: freshIp() }),
  generate: (c: Caller | undefined, sealType: string, name?: string) =>
    call(app, 'POST', '/api/ElcSign/sealCreate', { ...auth(c), form: { mode: 'generate', seal_type: sealType, ...(name === undefined ? {} : { name }) }, ip: freshIp() }),
  save: (c: Caller | undefined, id: string | number, name: string, sealType: string) =>
    call(app, 'POST', '/api/ElcSign/sealSave', { ...auth(c), form: { id: String(id), name, seal_type: sealType }, ip: freshIp() }),
  del: (c: Caller | undefined, id: string | number) => call(app, 'POST', '/api/ElcSign/sealDelete', { ...auth(c), form: { id: String(id) }, ip: freshIp() }),
  async upload(c: Caller | undefined, bytes: Buffer | undefined, fields: Record<string, string> = { seal_type: 'official', name: '上传公章' }, fileName = 'seal.png') {
    const { payload, contentType } = multipartBody(fields, bytes ? { name: fileName, bytes } : undefined);
    const headers: Record<string, string> = { 'content-type': contentType };
    if (c) Object.assign(headers, { authorization: `Bearer ${c.token}`, role: c.role });
    const res = await app.inject({ method: 'POST', url: '/api/ElcSign/sealCreate', headers, payload, remoteAddress: freshIp() });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer fields freely
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
  },
  image: (c: Caller | undefined, url: string) => {
    const headers: Record<string, string> = {};
    if (c) Object.assign(headers, { authorization: `Bearer ${c.token}`, role: c.role });
    return app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
  },
});

const ring = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="none" stroke="#d7000f" stroke-width="${size * 0.05}"/><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.1}" fill="#d7000f"/></svg>`;

/** A seal as a company would scan and cut it out: a red ring on a transparent background. */
export const transparentSealPng = (size = 400) => sharp(Buffer.from(ring(size))).png().toBuffer();
/** The same picture on white, saved without an alpha channel. */
export const opaquePng = (size = 400) => sharp(Buffer.from(ring(size))).flatten({ background: '#ffffff' }).png().toBuffer();
/** On white, but saved with an alpha channel that is opaque everywhere (looks transparent by its header only). */
export const opaqueAlphaPng = (size = 400) => sharp(Buffer.from(ring(size))).flatten({ background: '#ffffff' }).ensureAlpha().png().toBuffer();
/** A JPEG (to be sent with a .png name and type). */
export const jpegBytes = (size = 400) => sharp(Buffer.from(ring(size))).flatten({ background: '#ffffff' }).jpeg().toBuffer();
/** Noise that does not compress: a PNG over 2 MB. */
export const oversizePng = () => {
  const side = 900;
  const raw = Buffer.alloc(side * side * 4);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24 ^ (Math.random() * 256);
  return sharp(raw, { raw: { width: side, height: side, channels: 4 } }).png({ compressionLevel: 0 }).toBuffer();
};
