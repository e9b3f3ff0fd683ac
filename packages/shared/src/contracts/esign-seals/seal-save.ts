import { z } from 'zod';
import { ZEsignSealItem, zEsignSealId, zEsignSealName, zEsignSealType } from './seal-item';

/** POST /api/ElcSign/sealSave {id, name, seal_type} (001 §7): rename or retype; the image never changes. */
export const ZEsignSealSaveRequest = z.object({ id: zEsignSealId, name: zEsignSealName, seal_type: zEsignSealType });
export const ZEsignSealSaveResult = ZEsignSealItem;
