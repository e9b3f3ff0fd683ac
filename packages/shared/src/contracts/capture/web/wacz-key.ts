import { z } from 'zod';

/** GET /api/share/waczKey: the key that signs every capture package (WACZ), published for `npm run verify`. */
export const ZWaczKey = z.object({
  algorithm: z.literal('ECDSA P-384'),
  /** base64 SPKI DER, exactly as the packages' datapackage-digest.json carries it */
  publicKey: z.string(),
  /** SHA-256 of the SPKI DER, hex: the fingerprint pages and reports name */
  fingerprint: z.string(),
  /** the same key as a PEM public key, for tools other than ours */
  pem: z.string(),
});
export type TWaczKey = z.infer<typeof ZWaczKey>;
