import { createHash } from 'node:crypto';
import { BWC_SIGNING } from '@evidence/shared/constants';
import { signedHeaders, type RecordingFacts } from '../../src/services/devices/sign-request';
import { call, freshIp, type Answer } from './api';
import type { TestApp } from './test-app';
import type { Caller } from './tenants';

/** A small MP4 by content (an ftyp box, then an empty mdat): what file-type reads as video/mp4. */
export function tinyMp4(extra = 'recording'): Buffer {
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  const payload = Buffer.from(extra, 'utf8');
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8 + payload.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat, payload]);
}

export const FACTS: RecordingFacts = {
  fileName: '执法记录.mp4',
  userName: '张警官',
  mobile: '13912345678',
  idCard: '110101199003074258',
  startAt: Date.UTC(2026, 10, 22, 2, 0, 0),
  endAt: Date.UTC(2026, 10, 22, 2, 30, 0),
  address: '北京市东城区',
};

export interface Device {
  id: number;
  deviceNo: string;
  secret: string;
}

export async function addDevice(t: TestApp, c: Caller, name: string, serialNo: string): Promise<Device> {
  const r = await call(t.app, 'POST', '/api/bwcData/addDevice', { token: c.token, role: c.role, form: { name, serialNo }, ip: freshIp() });
  if (r.body.code !== 200) throw new Error(r.body.msg);
  return { id: r.body.data.device.id, deviceNo: r.body.data.device.deviceNo, secret: r.body.data.secret };
}

export interface SendOptions {
  meta?: Record<string, unknown>;
  /** signed over these bytes (default: the body) */
  signedBody?: Buffer;
  /** signed for this path (default: the upload path) */
  signedPath?: string;
  /** sent to this URL (default: the upload path) */
  url?: string;
  timestamp?: number;
  nonce?: string;
  secret?: string;
  headers?: Record<string, string>;
  drop?: string[];
}

/** A recorder's signed upload through app.inject. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer fields freely
export async function sendRecording(t: TestApp, d: Device, body: Buffer, o: SendOptions = {}): Promise<Answer<any>> {
  const signed = o.signedBody ?? body;
  const headers: Record<string, string> = {
    ...signedHeaders({ deviceNo: d.deviceNo, secret: o.secret ?? d.secret, bodySha256: createHash('sha256').update(signed).digest('hex'), meta: o.meta ?? FACTS, path: o.signedPath ?? BWC_SIGNING.uploadPath, ...(o.timestamp !== undefined ? { timestamp: o.timestamp } : {}), ...(o.nonce ? { nonce: o.nonce } : {}) }),
    'content-type': 'application/octet-stream',
    ...o.headers,
  };
  for (const h of o.drop ?? []) delete headers[h];
  const res = await t.app.inject({ method: 'POST', url: o.url ?? BWC_SIGNING.uploadPath, headers, payload: body, remoteAddress: freshIp() });
  return { status: res.statusCode, body: res.json() };
}
