import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yazl from 'yazl';
import { afterAll, describe, expect, it } from 'vitest';
import { loadWaczSigner, readZip, writeWacz } from '../../../src/services/capture/package';
import { waczStep } from '../../../src/verify/wacz-step';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wacz-step-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function zipOf(file: string, entries: Record<string, Buffer>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(entries)) zip.addBuffer(bytes, name);
  zip.end();
  return new Promise((resolve) => zip.outputStream.pipe(fs.createWriteStream(file)).on('close', () => resolve()));
}

describe('npm run verify on a package whose original is a WACZ', () => {
  it('adds a step that checks the WACZ inside, and fails it when a file inside was changed', async () => {
    const signer = loadWaczSigner(dir);
    const wacz = await writeWacz({ title: 't', mainPageUrl: 'https://a.test/', mainPageDate: '2026-11-27T00:00:00.000Z', har: { log: { version: '1.2', entries: [] } }, resources: [{ name: 'report.pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF-1.7 report') }], software: 's', signer });
    const good = path.join(dir, 'good.zip');
    await zipOf(good, { 'p/x_网页取证.wacz': wacz.bytes, 'p/proof.json': Buffer.from('{}') });
    const step = await waczStep(good, 'p/x_网页取证.wacz');
    expect(step).toMatchObject({ id: 'wacz', ok: true });
    expect(step!.zh).toContain(signer.fingerprint);
    // the same WACZ with its datapackage.json edited (and left unsigned): refused with the check that failed
    const files = await readZip(wacz.bytes);
    const edited = new yazl.ZipFile();
    for (const [name, bytes] of files) edited.addBuffer(name === 'datapackage.json' ? Buffer.from(bytes.toString().replace('"t"', '"T"')) : bytes, name, { compress: false });
    edited.end();
    const chunks: Buffer[] = [];
    for await (const c of edited.outputStream) chunks.push(c as Buffer);
    const bad = path.join(dir, 'bad.zip');
    await zipOf(bad, { 'x.wacz': Buffer.concat(chunks) });
    const failed = await waczStep(bad, 'x.wacz');
    expect(failed).toMatchObject({ id: 'wacz', ok: false });
    expect(failed!.zh).toContain('包描述摘要');
    expect(await waczStep(good, 'p/proof.json')).toBeNull();
  });
});
