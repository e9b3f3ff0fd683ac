import fs from 'node:fs';
import type { AppContext } from '../../../context';
import { loadSigningIdentity, type PdfSignerDeps, type SigningIdentity } from '../../signing';

const identities = new Map<string, SigningIdentity>();

/**
 * The platform signature's dependencies from the configuration: the signing identity (read once per
 * file or data directory) and, when a time-stamp authority is configured, the TSA that makes it B-T.
 */
export function platformSigner(ctx: Pick<AppContext, 'config' | 'log'>): PdfSignerDeps {
  const cfg = ctx.config.signing;
  const key = `${cfg.p12File ?? ''}\n${cfg.dataDir}`;
  let identity = identities.get(key);
  if (!identity) {
    identity = loadSigningIdentity(cfg);
    identities.set(key, identity);
  }
  const tsa = ctx.config.anchor.tsa;
  return {
    identity,
    tsa: tsa ? { url: tsa.url, timeoutMs: tsa.timeoutMs, certPem: tsa.certFile ? fs.readFileSync(tsa.certFile, 'utf8') : undefined } : null,
    log: { warn: (obj, msg) => ctx.log.warn(obj, msg) },
  };
}
