import { z } from 'zod';
import { EVIDENCE_MSG } from '../../constants/evidence';
import { zPage } from '../common/envelope';
import { optionalInt } from '../evidence-list/fields';
import { startAfterEndMsg, startNotAfterEnd, zListFilters } from './fields';

/** GET /api/data/getIosDataList: the caller's app evidence; type 0 all, 2 图片, 3 音频, 4 视频; 10 a page. */
export const ZIosDataListRequest = z.object({ ...zListFilters, type: optionalInt(EVIDENCE_MSG.badType, 0, 5) }).refine(startNotAfterEnd, { error: startAfterEndMsg });
export type TIosDataListRequest = z.input<typeof ZIosDataListRequest>;

export const ZAppRecord = z.object({
  id: z.number().int(),
  baoquan: z.string(),
  title: z.string(),
  fileName: z.string(),
  fileType: z.number().int(),
  fileTypeName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  saveTime: z.number().int(),
  fileStatus: z.string(),
  appType: z.string(),
  configName: z.string(),
  configModelName: z.string(),
  configVersion: z.string(),
  configProcessor: z.string(),
  configCore: z.string(),
  location: z.string(),
});
export type TAppRecord = z.infer<typeof ZAppRecord>;
export const ZIosDataList = zPage(ZAppRecord);
export type TIosDataList = z.infer<typeof ZIosDataList>;
