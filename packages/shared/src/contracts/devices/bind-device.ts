import { z } from 'zod';
import { zMemberId } from '../members/fields';
import { zDeviceId } from './fields';

/** POST /api/bwcData/bindDevice: binds a recorder to a bound member of the company. */
export const ZBindDeviceRequest = z.object({ id: zDeviceId, member_id: zMemberId });
export type TBindDeviceRequest = z.input<typeof ZBindDeviceRequest>;
