import { z } from 'zod';
import { zPageQuery, zPage } from '../common/envelope';
import { optionalText } from '../../validators/text';

/** A law-enforcement recorder as the company sees it (the key is never part of it). */
export const ZDevice = z.object({
  id: z.number().int(),
  /** the platform's public device id the recorder signs with (X-Bwc-Device) */
  deviceNo: z.string(),
  serialNo: z.string(),
  name: z.string(),
  status: z.enum(['active', 'retired']),
  statusName: z.string(),
  member_id: z.number().int().nullable(),
  memberName: z.string().nullable(),
  memberMobile: z.string().nullable(),
  boundAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  retiredAt: z.number().int().nullable(),
});
export type TDevice = z.infer<typeof ZDevice>;

/** GET /api/bwcData/deviceList: the company's recorders (main account; a member: its bound one), 10 a page. */
export const ZDeviceListRequest = zPageQuery.extend({ keyword: optionalText(30) });
export type TDeviceListRequest = z.input<typeof ZDeviceListRequest>;
export const ZDeviceList = zPage(ZDevice);
export type TDeviceList = z.infer<typeof ZDeviceList>;
