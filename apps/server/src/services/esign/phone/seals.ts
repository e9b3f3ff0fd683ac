import { Readable } from 'node:stream';
import type { AppContext } from '../../../context';
import type { EsignSigner } from '../../../db/schema';
import { AppError } from '../../../errors';
import { listUsableCompanySeals, openEsignSealImage, type EsignSealImage } from '../seals';
import { phoneSigner, requireIdentity } from './phone-link';

const readAll = async (body: Readable) => Buffer.concat(await body.toArray());

type SealSigner = Pick<EsignSigner, 'signer_kind' | 'account_user_id'>;

/**
 * The company's seals a company signer may use: the live seals of the verified company account the
 * identity check matched (account_user_id), as the seals part lists them (no image: opening one goes
 * through openSignerSeal). A person signer has none.
 */
export async function usableSeals(ctx: Pick<AppContext, 'db'>, signer: SealSigner) {
  if (signer.signer_kind !== 'company' || signer.account_user_id === null) return [];
  return listUsableCompanySeals(ctx.db, Number(signer.account_user_id));
}

/**
 * One seal of the signer's company with its image, opened by the seals part's openEsignSealImage: the bytes
 * checked against esign_seals.sha256 (a changed image is refused, never shown or stamped).
 */
export function openSignerSeal(ctx: Pick<AppContext, 'db' | 'blobs'>, signer: SealSigner, sealId: number): Promise<EsignSealImage> {
  return openEsignSealImage(ctx, Number(signer.account_user_id), sealId);
}

export const readBlob = async (ctx: Pick<AppContext, 'blobs'>, key: string) => readAll(await ctx.blobs.get(key));

/**
 * GET /api/h5elesign/seals: the seals with their images as data URLs (a few small PNGs; the token is the
 * credential). A seal whose image is gone or changed is left out of the list (an error log line each
 * time; decision 480): the signer can still pick another, and sign would refuse it anyway.
 */
export async function sealsForSigner(ctx: AppContext, token: unknown) {
  const { signer } = await phoneSigner(ctx, token);
  requireIdentity(signer);
  const list = [];
  for (const s of await usableSeals(ctx, signer)) {
    try {
      const image = await openSignerSeal(ctx, signer, s.id);
      list.push({ id: image.id, name: image.name, sealType: image.sealType, image: `data:image/png;base64,${image.png.toString('base64')}` });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      ctx.log.error({ sealId: s.id, signerId: Number(signer.id), problem: err.message }, 'ESIGN SEAL IMAGE DIFFERS FROM ITS RECORDED SHA-256 (or is gone): left out of the signer\'s seals');
    }
  }
  return { list };
}
