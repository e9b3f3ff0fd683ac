import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { classifyFile, looksLikeText } from '../../../src/services/ingest/classify-file';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'classify-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function kind(name: string, bytes: Uint8Array) {
  const file = path.join(dir, `${Math.random().toString(16).slice(2)}-${name}`);
  fs.writeFileSync(file, bytes);
  return classifyFile(file, name, bytes.subarray(0, 4096));
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b2ab6b0000000049454e44ae426082', 'hex');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64), Buffer.from('ffd9', 'hex')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const MP3 = Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), ...Array.from({ length: 8 }, () => Buffer.concat([Buffer.from('fffb9064', 'hex'), Buffer.alloc(413)]))]);
// a minimal MP4: ftyp box
const MP4 = Buffer.concat([Buffer.from('00000018667479706d703432000000006d703432', 'hex'), Buffer.alloc(64)]);
const DOCX = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') });
const ZIP = zipSync({ 'a.txt': strToU8('hello') });

describe('classifyFile: content first, extension where content has no signature', () => {
  it('documents: pdf, docx, plain text (UTF-8 and GBK), csv', async () => {
    expect((await kind('a.pdf', PDF)).fileType).toBe(1);
    expect(await kind('report.docx', DOCX)).toMatchObject({ fileType: 1 });
    expect(await kind('note.txt', Buffer.from('中文文本 text\n'))).toMatchObject({ fileType: 1, mime: 'text/plain' });
    expect(await kind('gbk.txt', Buffer.from([0xd6, 0xd0, 0xce, 0xc4, 0x0a]))).toMatchObject({ fileType: 1 });
    expect(await kind('t.csv', Buffer.from('a,b\n1,2\n'))).toMatchObject({ fileType: 1, mime: 'text/csv' });
  });
  it('images, audio and video by their signatures', async () => {
    expect(await kind('p.png', PNG)).toMatchObject({ fileType: 2, mime: 'image/png' });
    expect(await kind('p.jpg', JPEG)).toMatchObject({ fileType: 2, mime: 'image/jpeg' });
    expect((await kind('s.mp3', MP3)).fileType).toBe(3);
    expect((await kind('v.mp4', MP4)).fileType).toBe(4);
  });
  it('the content wins over a misleading extension', async () => {
    expect(await kind('photo.jpg', PDF)).toMatchObject({ fileType: 1, mime: 'application/pdf' });
    expect(await kind('readme.txt', PNG)).toMatchObject({ fileType: 2 });
    // a .txt full of binary bytes is not a document
    expect((await kind('fake.txt', Buffer.from([0, 1, 2, 3, 0, 255]))).fileType).toBe(5);
    // an image extension without an image signature is not an image
    expect((await kind('fake.png', Buffer.from('just text'))).fileType).toBe(5);
  });
  it('containers: a zip is 其他, a zip named .docx is a document; unknown bytes are 其他', async () => {
    expect((await kind('a.zip', ZIP)).fileType).toBe(5);
    expect((await kind('a.docx', ZIP)).fileType).toBe(1);
    expect(await kind('x.bin', Buffer.from([1, 2, 3, 4, 5, 0]))).toMatchObject({ fileType: 5, mime: 'application/octet-stream' });
  });
});

describe('looksLikeText', () => {
  it('accepts UTF-8 cut in the middle of a character and UTF-16 with a BOM; refuses NUL bytes', () => {
    const s = Buffer.from('汉字汉字');
    expect(looksLikeText(s.subarray(0, s.length - 1))).toBe(true);
    expect(looksLikeText(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toBe(true);
    expect(looksLikeText(Buffer.from([0x41, 0x00, 0x42]))).toBe(false);
  });
});
