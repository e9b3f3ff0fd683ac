import { Readable } from 'node:stream';
import type { AppContext } from '../../../context';
import type { EsignSigner } from '../../../db/schema';
import { phoneSigner, requireIdentity } from './phone-link';

const readAll = async (body: Readable) => Buffer.concat(await body.toArray());

/**
 * The company's seals a company signer may use: the non-deleted rows of esign_seals of the verified
 * company account the identity check matched (account_user_id). A person signer has none.
 */
export async function usableSeals(ctx: Pick<AppContext, 'db'>, signer: Pick<EsignSigner, 'signer_kind' | 'account_user_id'>) {
  if (signer.signer_kind !== 'company' || signer.account_user_id === null) return [];
  return ctx.db
    .selectFrom('esign_seals')
    .select(['id', 'name', 'seal_type', 'blob_key'])
    .where('owner_user_id', '=', Number(signer.account_user_id))
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

export const readBlob = async (ctx: Pick<AppContext, 'blobs'>, key: string) => readAll(await ctx.blobs.get(key));

/** GET /api/h5elesign/seals: the seals with their images as data URLs (a few small PNGs; the token is the credential). */
export async function sealsForSigner(ctx: AppContext, token: unknown) {
  const { signer } = await phoneSigner(ctx, token);
  requireIdentity(signer);
  const rows = await usableSeals(ctx, signer);
  const list = [];
  for (const r of rows) list.push({ id: Number(r.id), name: r.name, sealType: r.seal_type, image: `data:image/png;base64,${(await readBlob(ctx, r.blob_key)).toString('base64')}` });
  return { list };
}
