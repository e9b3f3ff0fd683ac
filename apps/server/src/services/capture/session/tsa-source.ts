import fs from 'node:fs';
import type { Config } from '../../../config';
import type { TsaClockSource } from '../environment';

/** The configured RFC 3161 TSA as the environment check's clock source, or null (the report then says so). */
export function tsaClockSource(config: Config): TsaClockSource | null {
  const tsa = config.anchor.tsa;
  if (!tsa) return null;
  return { url: tsa.url, timeoutMs: tsa.timeoutMs, ...(tsa.certFile ? { certPem: fs.readFileSync(tsa.certFile, 'utf8') } : {}) };
}
