import fs from 'node:fs';
import type { Config } from '../../config';
import type { AnchorProvider } from './anchor-provider';
import { createEvmAnchor } from './evm-anchor';
import { createTsaAnchor } from './tsa-anchor';

/** The anchors the configuration names; none by default (then nothing claims a chain). */
export function anchorProvidersFromConfig(config: Config['anchor']): AnchorProvider[] {
  const providers: AnchorProvider[] = [];
  if (config.evm) {
    const { explorerUrlTemplate, ...evm } = config.evm;
    providers.push(createEvmAnchor({ ...evm, ...(explorerUrlTemplate ? { explorerUrlTemplate } : {}) }));
  }
  if (config.tsa) {
    let certPem: string | undefined;
    if (config.tsa.certFile) {
      try {
        certPem = fs.readFileSync(config.tsa.certFile, 'utf8');
      } catch {
        throw new Error(`ANCHOR_TSA_CERT_FILE: cannot read ${config.tsa.certFile}`);
      }
    }
    providers.push(createTsaAnchor({ url: config.tsa.url, timeoutMs: config.tsa.timeoutMs, isLocal: config.tsa.isLocal, ...(certPem ? { certPem } : {}) }));
  }
  return providers;
}
