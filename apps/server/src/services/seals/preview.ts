import type { TSealPreview } from '@evidence/shared/contracts';
import type { User } from '../../db/schema';
import { renderSeal } from './render-seal';
import { verifiedSealSubject } from './verified-name';

/** The seal generate would store for this account, as a data URL; nothing is stored. */
export async function previewSeal(user: User): Promise<TSealPreview> {
  const subject = verifiedSealSubject(user);
  const image = await renderSeal(subject.kind, subject.name);
  return { ...subject, image: `data:image/png;base64,${image.png.toString('base64')}`, width: image.width, height: image.height };
}
