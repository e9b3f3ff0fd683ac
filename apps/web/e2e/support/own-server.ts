/**
 * A server of its own for the lookup and verify specs: a fresh DATA_DIR in which one evidence record
 * is created (apps/server/test/helpers/seed-evidence-e2e.ts, through recordEvidence and the real ledger)
 * before the built server starts on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lastJsonLine, repoRoot, startServerProcess, tsx } from './server-process';

const seedScript = path.join(repoRoot, 'apps/server/test/helpers/seed-evidence-e2e.ts');

export interface OwnServer {
  baseUrl: string;
  evidenceNo: string;
  leafHash: string;
  content: Buffer;
  stop(): Promise<void>;
}

/** `extraEnv`: settings of this server only (e.g. a price of points no demo account can pay). */
export async function startOwnServer(content: Buffer, extraEnv: Record<string, string> = {}): Promise<OwnServer> {
  const server = await startServerProcess('lookup', (dataDir) => {
    const contentFile = path.join(dataDir, 'e2e-original.bin');
    fs.writeFileSync(contentFile, content);
    return [[tsx, [seedScript, contentFile]]];
  }, { LEDGER_BATCH_DELAY_MS: '2', ...extraEnv });
  const seeded = lastJsonLine<{ evidenceNo: string; leafHash: string }>(server.seedOutputs[0]!);
  return { baseUrl: server.baseUrl, content, ...seeded, stop: server.stop };
}
