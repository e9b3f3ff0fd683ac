import { ZEsignSealIdRequest, ZEsignSealItem } from './seal-item';

/** GET /api/ElcSign/sealDetail {id} (001 §7): one live seal of the company. */
export const ZEsignSealDetailQuery = ZEsignSealIdRequest;
export const ZEsignSealDetail = ZEsignSealItem;
