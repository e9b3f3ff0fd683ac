import fs from 'node:fs';
import path from 'node:path';
import { generateSignerKey, parseSignerKey, signerKeyString, verifierKeyString, type SignerKey } from '@evidence/ledger';
import type { Db } from '../db/connect';

export interface LedgerSigner {
  origin: string;
  signer: SignerKey;
  verifierKey: string;
}

const KEY_FILE = 'ledger-signer.key';

/**
 * The checkpoint signing key: given by configuration (every process of a shared deployment must
 * get the same one), or created in $DATA_DIR on first start, readable only by its owner.
 * The public half is recorded in the database; a process with another key refuses to start, so
 * two keys never sign one log.
 */
export async function loadSigner(db: Db, opts: { dataDir: string; origin: string; configuredKey?: string | undefined }): Promise<LedgerSigner> {
  const file = path.join(opts.dataDir, KEY_FILE);
  let text = opts.configuredKey;
  if (!text) {
    if (!fs.existsSync(file)) {
      fs.mkdirSync(opts.dataDir, { recursive: true });
      fs.writeFileSync(file, `${signerKeyString(generateSignerKey(opts.origin))}\n`, { mode: 0o600, flag: 'wx' });
    }
    text = fs.readFileSync(file, 'utf8').trim();
  }
  const signer = parseSignerKey(text);
  if (signer.name !== opts.origin) {
    throw new Error(`ledger signing key is for "${signer.name}" but LEDGER_ORIGIN is "${opts.origin}"`);
  }
  const verifierKey = verifierKeyString(signer.name, signer.publicKey);
  const known = await db.selectFrom('ledger_keys').select('verifier_key').execute();
  if (known.length === 0) {
    await db.insertInto('ledger_keys').values({ verifier_key: verifierKey, created_at: Date.now() }).execute();
  } else if (!known.some((k) => k.verifier_key === verifierKey)) {
    throw new Error(`ledger signing key differs from the one this database was signed with (${known[0]?.verifier_key}); give every server the same LEDGER_SIGNING_KEY`);
  }
  return { origin: opts.origin, signer, verifierKey };
}
