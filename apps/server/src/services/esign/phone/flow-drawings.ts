import { EsignFieldKind } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { EsignField, EsignFlow } from '../../../db/schema';
import type { FieldDrawing } from './draw-fields';
import { openUsedSealImage, type EsignSealImage } from '../seals';
import { readBlob } from './seals';

const placementOf = (f: EsignField) => ({ page: Number(f.page), xPct: Number(f.x_pct), yPct: Number(f.y_pct), wPct: Number(f.w_pct), hPct: Number(f.h_pct) });

/** height / width of each page of the flow's document (pages_json, in points). */
export function pageAspectOf(flow: Pick<EsignFlow, 'pages_json'>): (page: number) => number {
  const pages = JSON.parse(flow.pages_json) as Array<{ width: number; height: number }>;
  return (page) => {
    const p = pages[page - 1];
    return p && p.width > 0 ? p.height / p.width : 842 / 595;
  };
}

/** A seal as the audit page names it (decision 481). */
export interface UsedSeal {
  id: number;
  name: string;
  sha256: string;
}

/**
 * Every filled field of a flow as drawings: handwriting from the signer's stored image, seals through the
 * seals part's check (openUsedSealImage: the bytes must still hash to esign_seals.sha256, else the whole
 * build is refused — a changed image is never stamped; a seal deleted after it was used still draws: the
 * row is soft-deleted, its image kept), texts as stored. `extra` adds fills not stored yet (the check
 * preview of a signer about to sign, its seals already opened and checked). Also answers the first seal
 * image used, for the 骑缝章, and the seals each signer used (the audit page).
 */
export async function flowDrawings(
  ctx: Pick<AppContext, 'db' | 'blobs'>,
  flowId: number,
  extra?: { signerId: number; fills: Array<{ field: EsignField; value: string }>; handwriting: Buffer | null; seals: Map<number, EsignSealImage> },
): Promise<{ drawings: FieldDrawing[]; firstSeal: Buffer | null; sealsBySigner: Map<number, UsedSeal[]> }> {
  const stored = await ctx.db.selectFrom('esign_fields').selectAll().where('flow_id', '=', flowId).where('value', 'is not', null).orderBy('id').execute();
  const fills = stored.filter((f) => !extra || Number(f.signer_id) !== extra.signerId).map((f) => ({ field: f, value: f.value! }));
  if (extra) fills.push(...extra.fills);
  const signers = await ctx.db.selectFrom('esign_signers').select(['id', 'handwriting_blob_key']).where('flow_id', '=', flowId).execute();
  const hands = new Map<number, Buffer>();
  for (const s of signers) if (s.handwriting_blob_key) hands.set(Number(s.id), await readBlob(ctx, s.handwriting_blob_key));
  if (extra?.handwriting) hands.set(extra.signerId, extra.handwriting);
  const sealImages = new Map<number, EsignSealImage>(extra?.seals ?? []);
  const sealImage = async (id: number): Promise<EsignSealImage> => {
    if (!sealImages.has(id)) sealImages.set(id, await openUsedSealImage(ctx, id));
    return sealImages.get(id)!;
  };
  const sealsBySigner = new Map<number, UsedSeal[]>();
  const drawings: FieldDrawing[] = [];
  let firstSeal: Buffer | null = null;
  for (const { field, value } of fills) {
    const placement = placementOf(field);
    if (field.kind === EsignFieldKind.signature) {
      const png = hands.get(Number(field.signer_id));
      if (!png) throw new Error(`esign: signer ${field.signer_id} has a filled signature field but no handwriting`);
      drawings.push({ placement, png });
    } else if (field.kind === EsignFieldKind.seal) {
      const seal = await sealImage(Number(value));
      firstSeal ??= seal.png;
      drawings.push({ placement, png: seal.png });
      const used = sealsBySigner.get(Number(field.signer_id)) ?? [];
      if (!used.some((u) => u.id === seal.id)) used.push({ id: seal.id, name: seal.name, sha256: seal.sha256 });
      sealsBySigner.set(Number(field.signer_id), used);
    } else if (value !== '') drawings.push({ placement, text: value });
  }
  return { drawings, firstSeal, sealsBySigner };
}
