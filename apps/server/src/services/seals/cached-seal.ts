import { renderSeal } from './render-seal';

const seals = new Map<string, Promise<Buffer>>();

/**
 * A round seal drawn by the platform's seal generator (decision 138) for an organisation the platform names
 * itself (the partner office, the platform operator), with 电子印章 under the star like every generated seal:
 * it says it is an electronic seal drawn by the platform, not a registered physical seal (decision 306).
 * Rendered once per name and process; a failure is not cached, so the next document tries again.
 */
export function generatedSealPng(name: string): Promise<Buffer> {
  let seal = seals.get(name);
  if (!seal) {
    seal = renderSeal('company', name).then((s) => s.png);
    seal.catch(() => seals.delete(name));
    seals.set(name, seal);
  }
  return seal;
}
