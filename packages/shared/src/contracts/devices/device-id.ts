import { z } from 'zod';
import { zDeviceId } from './fields';

/** POST /api/bwcData/retireDevice and unbindDevice: one recorder by id. */
export const ZDeviceIdRequest = z.object({ id: zDeviceId });
export type TDeviceIdRequest = z.input<typeof ZDeviceIdRequest>;
