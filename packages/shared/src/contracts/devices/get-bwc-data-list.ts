import { z } from 'zod';
import { zPage } from '../common/envelope';
import { zOptionalId } from '../../validators/ids';
import { MEMBER_MSG } from '../../constants/members';
import { startAfterEndMsg, startNotAfterEnd, zListFilters, zOptionalDeviceId } from './fields';

/**
 * GET /api/bwcData/getBwcDataList: a member's own recordings; the main account's: all its members', filtered
 * by member_id, device_id and the recording's upload time (unix seconds), keyword over the title. 10 a page.
 */
export const ZBwcDataListRequest = z
  .object({ ...zListFilters, member_id: zOptionalId(MEMBER_MSG.notFound), device_id: zOptionalDeviceId })
  .refine(startNotAfterEnd, { error: startAfterEndMsg });
export type TBwcDataListRequest = z.input<typeof ZBwcDataListRequest>;

export const ZBwcRecording = z.object({
  id: z.number().int(),
  baoquan: z.string(),
  title: z.string(),
  fileName: z.string(),
  fileTypeName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  saveTime: z.number().int(),
  fileStatus: z.string(),
  startAt: z.number().int(),
  endAt: z.number().int(),
  deviceNo: z.string(),
  deviceName: z.string(),
  memberName: z.string(),
});
export type TBwcRecording = z.infer<typeof ZBwcRecording>;
export const ZBwcDataList = zPage(ZBwcRecording);
export type TBwcDataList = z.infer<typeof ZBwcDataList>;

