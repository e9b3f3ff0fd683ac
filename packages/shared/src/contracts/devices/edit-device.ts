import { z } from 'zod';
import { zDeviceId, zDeviceName } from './fields';

/** POST /api/bwcData/editDevice: renames a recorder. */
export const ZEditDeviceRequest = z.object({ id: zDeviceId, name: zDeviceName });
export type TEditDeviceRequest = z.input<typeof ZEditDeviceRequest>;
