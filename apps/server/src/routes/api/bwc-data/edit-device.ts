import { DEVICE_MSG } from '@evidence/shared/constants';
import { ZEditDeviceRequest, ZDevice, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { renameDevice } from '../../../services/devices/rename-device';
import { WRITE_LIMIT, preCompanyMain, requireCompanyMain, security, tags } from './guard';

/** POST /api/bwcData/editDevice: renames a recorder. Company main account only. */
export default function editDeviceRoute(app: App, ctx: AppContext) {
  app.post(
    '/bwcData/editDevice',
    { config: WRITE_LIMIT, schema: { tags, security, body: ZEditDeviceRequest, response: { 200: zEnvelope(ZDevice) } }, preValidation: preCompanyMain },
    async (request) => ok(await renameDevice(ctx, requireCompanyMain(request).user, request.body, request.ip ?? null), DEVICE_MSG.renamed),
  );
}
