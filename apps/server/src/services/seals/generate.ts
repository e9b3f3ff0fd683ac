import type { TSealItem } from '@evidence/shared/contracts';
import type { User } from '../../db/schema';
import { renderSeal } from './render-seal';
import type { SealDeps } from './seal-item';
import { storeSeal } from './store-seal';
import { verifiedSealSubject } from './verified-name';

/**
 * Generates and stores the seal of the verified name (decision 138), named after that name. One
 * live generated seal per name: a second answers '您已生成过该名称的印章…' (delete it to make anew).
 */
export async function generateSeal(deps: SealDeps, user: User, ip: string | null): Promise<TSealItem> {
  const subject = verifiedSealSubject(user);
  const image = await renderSeal(subject.kind, subject.name);
  return storeSeal(deps, { ownerId: Number(user.id), actorId: Number(user.id), name: subject.name, kind: subject.kind, image, ip, uniqueName: true });
}
