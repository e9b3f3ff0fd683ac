import { generatedSealPng } from '../../seals/cached-seal';

/** The office's round seal, drawn from NOTARY_OFFICE_NAME by the platform's generator (decision 306). */
export function officeSealPng(officeName: string): Promise<Buffer> {
  return generatedSealPng(officeName);
}
