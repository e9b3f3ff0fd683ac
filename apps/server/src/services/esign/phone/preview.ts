import type { AppContext } from '../../../context';
import { checkedFlowFile } from '../flows/flow-file';
import { drawFields } from './draw-fields';
import { flowDrawings, pageAspectOf } from './flow-drawings';
import { phoneSigner, requireIdentity, requireTurn } from './phone-link';
import { prepareSignature, type SignInput } from './prepare-fields';

/**
 * check: the document as it will look once this signer has signed — the original with the fields already
 * signed and this submission's drawn on it (decision 463): a PDF, not signed and marked by nothing but its
 * use (it is answered to the signer's page only, never stored), with the SHA-256 of the original it was
 * drawn on, which the page sends back with sign (decision 603). The submission is checked exactly as sign
 * checks it, so what the preview shows is what sign accepts.
 */
export async function previewSignature(ctx: AppContext, token: unknown, input: SignInput): Promise<{ pdf: Uint8Array; documentSha256: string }> {
  const { signer, flow } = await phoneSigner(ctx, token);
  requireIdentity(signer);
  await requireTurn(ctx.db, flow, signer);
  const prepared = await prepareSignature(ctx, signer, input, Date.now());
  const { drawings } = await flowDrawings(ctx, Number(flow.id), { signerId: Number(signer.id), fills: prepared.fills, handwriting: prepared.handwriting, seals: prepared.seals });
  // the original's bytes were checked against source_sha256: that is the hash sign must be given back
  const pdf = await drawFields(await checkedFlowFile(ctx, flow, 'original', 'signer-check'), drawings, pageAspectOf(flow));
  return { pdf, documentSha256: flow.source_sha256 };
}
