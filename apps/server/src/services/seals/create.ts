import type { TSealItem } from '@evidence/shared/contracts';
import { normaliseDrawn } from './normalise-drawn';
import type { SealDeps } from './seal-item';
import { storeSeal } from './store-seal';

/**
 * A handwritten signature drawn in the browser (decision 137): the PNG checked and normalised by
 * normaliseDrawn, stored under the name the user gave (already validated by the contract).
 */
export async function createDrawnSeal(deps: SealDeps, input: { ownerId: number; actorId: number; name: string; png: Buffer; ip: string | null }): Promise<TSealItem> {
  const image = await normaliseDrawn(input.png);
  return storeSeal(deps, { ownerId: input.ownerId, actorId: input.actorId, name: input.name, kind: 'drawn', image, ip: input.ip });
}
