/**
 * `npm run device:upload -- --url http://127.0.0.1:3000 --device BWC… --key <64 hex> --name 张警官 --mobile 139…
 *   --id-card 110… --address 北京市… [--start <ISO time>] [--end <ISO time>] [--title …] <file>`
 * Uploads a recording as a law-enforcement recorder does: hashes the file, signs the request with the device
 * key (HMAC-SHA-256, docs/online-evidence.md) and streams it to POST /api/bwcData/upload. For demos,
 * tests and integrators; the key is read from --key or the BWC_DEVICE_KEY environment variable and never printed.
 * Exit code: 0 recorded, 1 refused or failed, 2 wrong use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { BWC_SIGNING } from '@evidence/shared/constants';
import { signedHeaders } from '../services/devices/sign-request';

const USAGE = '用法: npm run device:upload -- --url <服务器地址> --device <设备ID> --key <设备密钥> --name <姓名> --mobile <手机号> --id-card <身份证号> --address <地点> [--start <时间>] [--end <时间>] [--title <标题>] <文件>';

async function sha256Of(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) h.update(chunk as Buffer);
  return h.digest('hex');
}

async function main(): Promise<number> {
  const { values: v, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      device: { type: 'string' },
      key: { type: 'string' },
      name: { type: 'string' },
      mobile: { type: 'string' },
      'id-card': { type: 'string' },
      address: { type: 'string' },
      start: { type: 'string' },
      end: { type: 'string' },
      title: { type: 'string' },
    },
  });
  const file = positionals[0];
  const key = v.key ?? process.env.BWC_DEVICE_KEY;
  if (!file || !v.device || !key || !v.name || !v.mobile || !v['id-card'] || !v.address) {
    console.error(USAGE);
    return 2;
  }
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) {
    console.error(`文件不存在: ${file}`);
    return 2;
  }
  const end = v.end ? Date.parse(v.end) : stat.mtimeMs;
  const start = v.start ? Date.parse(v.start) : end;
  if (!Number.isFinite(start) || !Number.isFinite(end)) {
    console.error('时间格式不正确（例如 2026-11-27T10:00:00+08:00）');
    return 2;
  }
  const meta = { fileName: path.basename(file), ...(v.title ? { title: v.title } : {}), userName: v.name, mobile: v.mobile, idCard: v['id-card'], startAt: Math.round(start), endAt: Math.round(end), address: v.address };
  const headers = signedHeaders({ deviceNo: v.device, secret: key, bodySha256: await sha256Of(file), meta });
  const res = await fetch(new URL(BWC_SIGNING.uploadPath, v.url), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/octet-stream', 'content-length': String(stat.size) },
    body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  let body: { code?: number; msg?: string; data?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { msg: text.slice(0, 200) };
  }
  if (body.code === 200) {
    console.log(`${body.msg}\n${JSON.stringify(body.data, null, 2)}`);
    return 0;
  }
  console.error(`上传被拒绝（HTTP ${res.status}）: ${body.msg ?? ''}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`上传失败: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
