import { DEVICE_MSG } from '@evidence/shared/constants';
import { ZDeviceIdRequest, ZDevice, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { retireDevice } from '../../../services/devices/retire-device';
import { WRITE_LIMIT, preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** POST /api/bwcData/retireDevice: retires a recorder for good (key erased, member freed). Company main account only. */
export default function retireDeviceRoute(app: App, ctx: AppContext) {
  app.post(
    '/bwcData/retireDevice',
    { config: WRITE_LIMIT, schema: { tags, security, body: ZDeviceIdRequest, response: { 200: zEnvelope(ZDevice) } }, preValidation: preCompanyMain },
    async (request) => ok(await retireDevice(ctx, requireCompanyMain(request).user, request.body, request.ip ?? null), DEVICE_MSG.retiredOk),
  );
}
