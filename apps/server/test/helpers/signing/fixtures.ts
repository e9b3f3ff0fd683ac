import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import sharp from 'sharp';
import type { DocSpec } from '../../../src/services/signing/layout/document-spec';

/** A solid colour PNG (the stamps the tests look for after rendering). */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [220, 0, 0]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: rgb[0], g: rgb[1], b: rgb[2], alpha: 1 } } }).png().toBuffer();
}

/** An evidence table of `rows` rows with 64-hex hashes, as the notarial documents carry. */
export function sampleDocument(rows = 20, title = '保全证据公证申请表'): DocSpec {
  return {
    title,
    blocks: [
      { kind: 'fields', rows: [{ label: '申请人', value: '张三' }, { label: '保全事项', value: '网页及电子数据保全' }] },
      { kind: 'heading', text: '一、申请事项' },
      { kind: 'paragraph', text: '申请人因维护自身合法权益需要，申请对下列电子数据办理保全证据公证，并保证所提供的证据取得方式合法。' },
      {
        kind: 'table',
        columns: [{ title: '序号', width: 0.08 }, { title: '文件名称', width: 0.24 }, { title: 'SHA-256', width: 0.46 }, { title: '存证时间', width: 0.22 }],
        rows: Array.from({ length: rows }, (_, i) => [String(i + 1), `证据文件${i + 1}.jpg`, (i.toString(16).padStart(2, '0')).repeat(32), '2025-03-01 10:00:00']),
      },
      { kind: 'signature-boxes', boxes: [{ id: 'applicant', label: '申请人（签名或盖章）' }, { id: 'date', label: '日期' }] },
    ],
  };
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function writeTemp(dir: string, name: string, bytes: Uint8Array): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** pdfsig's report; it exits non-zero on an invalid signature, whose report we want all the same. */
export function pdfsig(file: string): string {
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    const e = err as { stdout?: string };
    return e.stdout ?? '';
  }
}

export function pdftotext(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** A PKCS#12 file as a CA would hand one out: RSA-2048, AES-256, with the given subject CN. */
export function makeP12(file: string, password: string, cn = 'Test Notary Office Signing'): void {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '0a1b2c3d';
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  // UTF8String, so a Chinese name (a 公证处) survives; forge writes PrintableString otherwise
  const subject = [{ shortName: 'CN', value: cn, valueTagClass: forge.asn1.Type.UTF8 as number }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: 'aes256' });
  fs.writeFileSync(file, Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'));
}
