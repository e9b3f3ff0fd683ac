import { z } from 'zod';
import { ZDevice } from './device';
import { zDeviceName, zSerialNo } from './fields';

/** POST /api/bwcData/addDevice: registers a recorder; the answer carries its key, shown this once. */
export const ZAddDeviceRequest = z.object({ name: zDeviceName, serialNo: zSerialNo });
export type TAddDeviceRequest = z.input<typeof ZAddDeviceRequest>;
export const ZAddDeviceResponse = z.object({ device: ZDevice, secret: z.string() });
export type TAddDeviceResponse = z.infer<typeof ZAddDeviceResponse>;
