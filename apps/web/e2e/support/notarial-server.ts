/**
 * A server of its own for the notarial lookup spec: a fresh DATA_DIR where one notarial certificate is
 * issued by the FIXTURE seed (apps/server/test/helpers/seed-notarial-e2e.ts: the real signing core,
 * BlobStore, evidence and rows) before the built server starts on it; the issued PDF comes back too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lastJsonLine, repoRoot, startServerProcess, tsx } from './server-process';

const seedScript = path.join(repoRoot, 'apps/server/test/helpers/seed-notarial-e2e.ts');

export interface NotarialServer {
  baseUrl: string;
  certificateNo: string;
  sha256: string;
  /** the issued certificate file, byte for byte */
  pdf: Buffer;
  stop(): Promise<void>;
}

export async function startNotarialServer(): Promise<NotarialServer> {
  let pdfFile = '';
  const server = await startServerProcess('notarial', (dataDir) => {
    pdfFile = path.join(dataDir, 'e2e-certificate.pdf');
    return [[tsx, [seedScript, pdfFile]]];
  }, { LEDGER_BATCH_DELAY_MS: '2' });
  const seeded = lastJsonLine<{ certificateNo: string; sha256: string }>(server.seedOutputs[0]!);
  return { baseUrl: server.baseUrl, ...seeded, pdf: fs.readFileSync(pdfFile), stop: server.stop };
}
