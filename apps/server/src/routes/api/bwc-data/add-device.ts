import { DEVICE_MSG } from '@evidence/shared/constants';
import { ZAddDeviceRequest, ZAddDeviceResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { addDevice } from '../../../services/devices/add-device';
import { WRITE_LIMIT, preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** POST /api/bwcData/addDevice: registers a recorder; its key is in this answer only. Company main account only. */
export default function addDeviceRoute(app: App, ctx: AppContext) {
  app.post(
    '/bwcData/addDevice',
    { config: WRITE_LIMIT, schema: { tags, security, body: ZAddDeviceRequest, response: { 200: zEnvelope(ZAddDeviceResponse) } }, preValidation: preCompanyMain },
    async (request) => ok(await addDevice(ctx, requireCompanyMain(request).user, request.body, request.ip ?? null), DEVICE_MSG.registered),
  );
}
