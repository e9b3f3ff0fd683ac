import { renderSeal } from '../../seals/render-seal';

const seals = new Map<string, Promise<Buffer>>();

/**
 * The office's round seal, made by the platform's seal generator (decision 138) from NOTARY_OFFICE_NAME,
 * with 电子印章 under the star like every generated seal: it says it is an electronic seal drawn by the
 * platform, not the office's registered physical seal (decision 306). Rendered once per name and process.
 */
export function officeSealPng(officeName: string): Promise<Buffer> {
  let seal = seals.get(officeName);
  if (!seal) {
    seal = renderSeal('company', officeName).then((s) => s.png);
    // a failure is not cached: the next issue tries again
    seal.catch(() => seals.delete(officeName));
    seals.set(officeName, seal);
  }
  return seal;
}
