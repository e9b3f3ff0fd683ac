import { ESIGN_MSG, EsignFieldKind } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { EsignField, EsignSigner } from '../../../db/schema';
import { refuse } from '../../../errors';
import { normaliseDrawn } from '../../seals/normalise-drawn';
import type { EsignSealImage } from '../seals';
import { openSignerSeal, usableSeals } from './seals';

export interface SignInput {
  handwriting?: string | undefined;
  fields: Array<{ id: number; sealId?: number | undefined; text?: string | undefined }>;
  /** sign only: the SHA-256 of the document the signer was shown */
  documentSha256?: string | undefined;
}

export interface PreparedFill {
  field: EsignField;
  /** stored in esign_fields.value: 'handwriting', the seal's id, the text, the date or the name */
  value: string;
}

export interface PreparedSignature {
  fills: PreparedFill[];
  /** the normalised handwriting (transparent PNG) when the signer has signature fields */
  handwriting: Buffer | null;
  /** seal id → its image, of the seals chosen (opened and checked against its recorded SHA-256) */
  seals: Map<number, EsignSealImage>;
}

/** The signing date as the document prints it, in China time. */
export function chinaDate(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

function pngOfDataUrl(v: string): Buffer {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(v.trim());
  if (!m) throw refuse(ESIGN_MSG.handwritingRequired);
  return Buffer.from(m[1]!, 'base64');
}

/**
 * What a signer's submission fills, checked whole before anything is written (decision 462): a field of
 * any other signer is refused (fieldNotYours), every field of this signer must be filled — one handwriting
 * for its signature fields, a usable company seal per seal field, a text per required text field — and
 * the date and name fields are the server's (the signing day, the name the sender gave).
 */
export async function prepareSignature(ctx: Pick<AppContext, 'db' | 'blobs'>, signer: EsignSigner, input: SignInput, now: number): Promise<PreparedSignature> {
  const own = await ctx.db.selectFrom('esign_fields').selectAll().where('signer_id', '=', signer.id).orderBy('id').execute();
  const byId = new Map(own.map((f) => [Number(f.id), f]));
  const given = new Map<number, SignInput['fields'][number]>();
  for (const f of input.fields) {
    if (!byId.has(f.id)) throw refuse(ESIGN_MSG.fieldNotYours);
    given.set(f.id, f);
  }
  const needsHand = own.some((f) => f.kind === EsignFieldKind.signature);
  const handwriting = needsHand ? (input.handwriting ? (await normaliseDrawn(pngOfDataUrl(input.handwriting))).png : null) : null;
  if (needsHand && !handwriting) throw refuse(ESIGN_MSG.handwritingRequired);
  const usable = new Set((await usableSeals(ctx, signer)).map((s) => s.id));
  const seals = new Map<number, EsignSealImage>();
  const fills: PreparedFill[] = [];
  for (const field of own) {
    const g = given.get(Number(field.id));
    switch (field.kind) {
      case EsignFieldKind.signature:
        fills.push({ field, value: 'handwriting' });
        break;
      case EsignFieldKind.seal: {
        if (g?.sealId === undefined || !usable.has(g.sealId)) throw refuse(ESIGN_MSG.sealRequired);
        // a changed image is refused here, before anything is written (ESIGN_SEAL_MSG.imageDamaged)
        if (!seals.has(g.sealId)) seals.set(g.sealId, await openSignerSeal(ctx, signer, g.sealId));
        fills.push({ field, value: String(g.sealId) });
        break;
      }
      case EsignFieldKind.text: {
        const text = g?.text?.trim() ?? '';
        if (text === '' && Number(field.required) === 1) throw refuse(ESIGN_MSG.textRequired);
        fills.push({ field, value: text });
        break;
      }
      case EsignFieldKind.date:
        fills.push({ field, value: chinaDate(now) });
        break;
      default:
        fills.push({ field, value: signer.name });
    }
  }
  return { fills, handwriting, seals };
}
