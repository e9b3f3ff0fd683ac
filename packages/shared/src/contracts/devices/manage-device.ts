import { z } from 'zod';
import { zMemberId } from '../members/fields';
import { ZDevice } from './device';
import { zDeviceId, zDeviceName, zSerialNo } from './fields';

/** POST /api/bwcData/addDevice: registers a recorder; the answer carries its key, shown this once. */
export const ZAddDeviceRequest = z.object({ name: zDeviceName, serialNo: zSerialNo });
export type TAddDeviceRequest = z.input<typeof ZAddDeviceRequest>;
export const ZAddDeviceResponse = z.object({ device: ZDevice, secret: z.string() });
export type TAddDeviceResponse = z.infer<typeof ZAddDeviceResponse>;

/** POST /api/bwcData/editDevice: renames a recorder. */
export const ZEditDeviceRequest = z.object({ id: zDeviceId, name: zDeviceName });
export type TEditDeviceRequest = z.input<typeof ZEditDeviceRequest>;

/** POST /api/bwcData/retireDevice and unbindDevice: one recorder by id. */
export const ZDeviceIdRequest = z.object({ id: zDeviceId });
export type TDeviceIdRequest = z.input<typeof ZDeviceIdRequest>;

/** POST /api/bwcData/bindDevice: binds a recorder to a bound member of the company. */
export const ZBindDeviceRequest = z.object({ id: zDeviceId, member_id: zMemberId });
export type TBindDeviceRequest = z.input<typeof ZBindDeviceRequest>;

export const ZDeviceAnswer = ZDevice;
