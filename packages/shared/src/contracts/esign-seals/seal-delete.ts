import { z } from 'zod';
import { ZEsignSealIdRequest } from './seal-item';

/** POST /api/ElcSign/sealDelete {id} (001 §7): a soft delete; signed documents keep the image. */
export const ZEsignSealDeleteRequest = ZEsignSealIdRequest;
export const ZEsignSealDeleteResult = z.object({ id: z.number().int() });
