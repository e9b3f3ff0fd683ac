import { EsignSignerStatus } from '@evidence/shared/constants';
import type { EsignFlow, EsignSigner } from '../../../db/schema';

/**
 * The signers whose turn it is now and who hold a link (未读 or 已读): in a parallel flow every such signer, in
 * a sequential one the first unsigned signer if it has one. These are the ones a link can be resent to,
 * copied for, or reminded (signersDue names the ones still waiting for their first link).
 */
export function currentSigners<S extends Pick<EsignSigner, 'id' | 'status' | 'position'>>(flow: Pick<EsignFlow, 'order_mode'>, signers: S[]): S[] {
  const live = (s: S) => s.status === EsignSignerStatus.unread || s.status === EsignSignerStatus.read;
  const ordered = [...signers].sort((x, y) => x.position - y.position);
  if (flow.order_mode !== 'sequential') return ordered.filter(live);
  const next = ordered.find((s) => s.status !== EsignSignerStatus.signed);
  return next && live(next) ? [next] : [];
}
