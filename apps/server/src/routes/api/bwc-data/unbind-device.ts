import { DEVICE_MSG } from '@evidence/shared/constants';
import { ZDeviceIdRequest, ZDevice, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { unbindDevice } from '../../../services/devices/unbind-device';
import { WRITE_LIMIT, preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** POST /api/bwcData/unbindDevice: frees a recorder from its member. Company main account only. */
export default function unbindDeviceRoute(app: App, ctx: AppContext) {
  app.post(
    '/bwcData/unbindDevice',
    { config: WRITE_LIMIT, schema: { tags, security, body: ZDeviceIdRequest, response: { 200: zEnvelope(ZDevice) } }, preValidation: preCompanyMain },
    async (request) => ok(await unbindDevice(ctx, requireCompanyMain(request).user, request.body, request.ip ?? null), DEVICE_MSG.unbound),
  );
}
