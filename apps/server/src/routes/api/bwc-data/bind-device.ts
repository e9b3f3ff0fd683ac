import { DEVICE_MSG } from '@evidence/shared/constants';
import { ZBindDeviceRequest, ZDevice, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { bindDevice } from '../../../services/devices/bind-device';
import { WRITE_LIMIT, preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** POST /api/bwcData/bindDevice: binds a recorder to a bound member (one each way, 001 §4). Company main account only. */
export default function bindDeviceRoute(app: App, ctx: AppContext) {
  app.post(
    '/bwcData/bindDevice',
    { config: WRITE_LIMIT, schema: { tags, security, body: ZBindDeviceRequest, response: { 200: zEnvelope(ZDevice) } }, preValidation: preCompanyMain },
    async (request) => ok(await bindDevice(ctx, requireCompanyMain(request).user, request.body, request.ip ?? null), DEVICE_MSG.bound),
  );
}
