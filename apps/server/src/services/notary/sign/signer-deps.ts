import fs from 'node:fs';
import type { AppContext } from '../../../context';
import { loadSigningIdentity, type PdfSignerDeps, type SigningIdentity, type SigningIdentityConfig } from '../../signing';

const identities = new Map<string, SigningIdentity>();

/** An identity read once per file, or per local test certificate and data directory. */
function identityOf(cfg: SigningIdentityConfig): SigningIdentity {
  const key = `${cfg.p12File ?? ''}\n${cfg.localTest?.file ?? ''}\n${cfg.dataDir}`;
  let identity = identities.get(key);
  if (!identity) {
    identity = loadSigningIdentity(cfg);
    identities.set(key, identity);
  }
  return identity;
}

function signerWith(ctx: Pick<AppContext, 'config' | 'log'>, identity: SigningIdentity): PdfSignerDeps {
  const tsa = ctx.config.anchor.tsa;
  return {
    identity,
    tsa: tsa ? { url: tsa.url, timeoutMs: tsa.timeoutMs, certPem: tsa.certFile ? fs.readFileSync(tsa.certFile, 'utf8') : undefined } : null,
    log: { warn: (obj, msg) => ctx.log.warn(obj, msg) },
  };
}

/**
 * The platform signature's dependencies from the configuration: the signing identity (read once per
 * file or data directory) and, when a time-stamp authority is configured, the TSA that makes it B-T.
 */
export function platformSigner(ctx: Pick<AppContext, 'config' | 'log'>): PdfSignerDeps {
  return signerWith(ctx, identityOf(ctx.config.signing));
}

/**
 * The notary office's signature (NOTARY_OFFICE_P12, else the office's own local test certificate): the
 * certification signature of what the office issues (issue 23 item 3), with the same TSA.
 */
export function officeSigner(ctx: Pick<AppContext, 'config' | 'log'>): PdfSignerDeps {
  return signerWith(ctx, identityOf(ctx.config.officeSigning));
}
