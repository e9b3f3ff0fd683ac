import { ESIGN_MSG, EsignSignerStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import type { EsignFlow, EsignSigner } from '../../../db/schema';
import { refuse } from '../../../errors';
import { masterKey, sealedText } from '../../crypto/sealed-text';
import { signerByToken } from '../signer-link';

/** The intent (SMS code or face) counts for this long: sign re-confirms it (电子签名法 art. 13, decision 457). */
export const INTENT_FRESH_MS = 10 * 60_000;

export interface PhoneClient {
  ip: string | null;
  userAgent: string | null;
}

/** The signer a link names, while it can sign (signerByToken answers the expired-link message for anything else). */
export const phoneSigner = (ctx: Pick<AppContext, 'db'>, token: unknown) => signerByToken(ctx.db, token);

/** What the signer's identity check found: the person's name and ID number, sealed to this signer's row. */
export interface SignerIdentity {
  name: string;
  idCard: string;
  /** the verified account it matched (null for a new signer checked by face) */
  accountUserId: number | null;
}

/**
 * Identity data of a signer is sealed like verification data (AES-256-GCM under the identity master key),
 * bound to the signer's row: copied onto another signer it does not open. Never logged.
 */
function identitySealer(config: AppContext['config']) {
  return sealedText(masterKey(config.dataDir, 'identity-key', config.identityKey), 'esign-signer-identity');
}
export const sealIdentity = (config: AppContext['config'], signerId: number, v: SignerIdentity) => identitySealer(config).seal(`esign-signer:${signerId}`, JSON.stringify(v));
export function openIdentity(config: AppContext['config'], signer: Pick<EsignSigner, 'id' | 'identity_sealed'>): SignerIdentity | null {
  if (!signer.identity_sealed) return null;
  const text = identitySealer(config).open(`esign-signer:${Number(signer.id)}`, signer.identity_sealed);
  return text === null ? null : (JSON.parse(text) as SignerIdentity);
}

export const identityDone = (s: Pick<EsignSigner, 'identity_method' | 'identity_at'>) => s.identity_method !== null && s.identity_at !== null;
export const intentFresh = (s: Pick<EsignSigner, 'intent_method' | 'intent_at'>, now = Date.now()) =>
  s.intent_method !== null && s.intent_at !== null && Number(s.intent_at) > now - INTENT_FRESH_MS;

export function requireIdentity(s: EsignSigner): void {
  if (!identityDone(s)) throw refuse(ESIGN_MSG.identityFirst);
}

/** In a sequential flow every signer before this one must have signed (signerByToken lets only due signers in; checked again). */
export async function requireTurn(db: Db, flow: EsignFlow, signer: EsignSigner): Promise<void> {
  if (flow.order_mode !== 'sequential') return;
  const before = await db.selectFrom('esign_signers').select('status').where('flow_id', '=', flow.id).where('position', '<', signer.position).execute();
  if (before.some((b) => b.status !== EsignSignerStatus.signed)) throw refuse(ESIGN_MSG.notYourTurn);
}

export { senderNameOf as senderName } from '../esign-texts';
