import { fileTypeFromBuffer } from 'file-type';
import { MEMBER_MSG } from '@evidence/shared/constants';
import type { TMemberUploadResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { storeImage } from '../ingest/store-image';

const LETTER_MIMES = ['image/png', 'image/jpeg', 'image/gif'];

/**
 * POST /api/companyMember/upload: the authorization letter image, accepted by its content (PNG,
 * JPEG, GIF; anything else '请上传图片类型'), stored like every uploaded image (uploaded_images,
 * readable only by its uploader and operators). full_path is the image's own URL.
 */
export async function uploadLetter(ctx: AppContext, companyUserId: number, bytes: Buffer, ip: string | null): Promise<TMemberUploadResponse> {
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!detected || !LETTER_MIMES.includes(detected.mime)) throw refuse(MEMBER_MSG.letterType);
  const stored = await storeImage(ctx.db, ctx.blobs, companyUserId, bytes, ip);
  return { path: stored.path, full_path: stored.url };
}
