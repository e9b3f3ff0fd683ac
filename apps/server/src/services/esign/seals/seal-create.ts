import { ESIGN_SEAL_TYPE_NAMES, type EsignSealType } from '@evidence/shared/constants';
import type { TEsignSealItem, TEsignSealPreview } from '@evidence/shared/contracts';
import type { User } from '../../../db/schema';
import { verifiedSealSubject } from '../../seals/verified-name';
import { checkUploadedPng } from './check-uploaded-png';
import { renderEsignSeal } from './render-esign-seal';
import type { EsignSealDeps } from './seal-row';
import { storeEsignSeal } from './store-esign-seal';

/**
 * The company name a generated seal prints: users.company of a verified company, written only by the
 * operator's approval (decision 76), so it is the verified name. The route's guard has already
 * refused anyone but a verified company main account; verifiedSealSubject refuses again if not.
 */
function verifiedCompanyName(company: User): string {
  return verifiedSealSubject(company).name;
}

/** The seal sealCreate {mode: 'generate'} would store, as a data URL; nothing is stored. */
export async function previewEsignSeal(company: User, sealType: EsignSealType): Promise<TEsignSealPreview> {
  const name = verifiedCompanyName(company);
  const image = await renderEsignSeal(sealType, name);
  return { company: name, seal_type: sealType, image: `data:image/png;base64,${image.png.toString('base64')}`, width: image.width, height: image.height };
}

/** sealCreate {mode: 'generate'}: draws and stores the seal; its name defaults to the kind's name. */
export async function generateEsignSeal(deps: EsignSealDeps, company: User, input: { sealType: EsignSealType; name?: string; ip: string | null }): Promise<TEsignSealItem> {
  const image = await renderEsignSeal(input.sealType, verifiedCompanyName(company));
  const id = Number(company.id);
  const name = input.name ?? ESIGN_SEAL_TYPE_NAMES[input.sealType];
  return storeEsignSeal(deps, { companyId: id, actorId: id, name, sealType: input.sealType, source: 'generated', image, ip: input.ip });
}

/** sealCreate multipart: the uploaded PNG checked by content (checkUploadedPng), then stored. */
export async function uploadEsignSeal(deps: EsignSealDeps, companyId: number, input: { sealType: EsignSealType; name: string; png: Buffer; ip: string | null }): Promise<TEsignSealItem> {
  const image = await checkUploadedPng(input.png);
  return storeEsignSeal(deps, { companyId, actorId: companyId, name: input.name, sealType: input.sealType, source: 'uploaded', image, ip: input.ip });
}
