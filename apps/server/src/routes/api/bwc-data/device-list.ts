import { ZDeviceList, ZDeviceListRequest, zEnvelope } from '@evidence/shared/contracts';
import { MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { requireUser } from '../../../plugins/guards';
import { deviceOfMember, toDevice } from '../../../services/devices/device-rows';
import { listDevices } from '../../../services/devices/list-devices';
import { READ_LIMIT, security, tags } from './guard';

/**
 * GET /api/bwcData/deviceList {page, keyword} (001 §7): the main account's recorders, 10 a page; a member acting
 * for its company gets the one bound to it (or none). A personal account has none to see.
 */
export default function deviceListRoute(app: App, ctx: AppContext) {
  app.get('/bwcData/deviceList', { config: READ_LIMIT, schema: { tags, security, querystring: ZDeviceListRequest, response: { 200: zEnvelope(ZDeviceList) } } }, async (request) => {
    const p = requireUser(request);
    if (p.role === 'companyMain') return ok(await listDevices(ctx, p.user, request.query));
    if (p.role === 'companySub' && p.memberId !== null) {
      const d = await deviceOfMember(ctx.db, p.memberId);
      return ok({ list: d ? [toDevice(d)] : [], count: d ? 1 : 0 });
    }
    throw refuse(MSG.noPermission);
  });
}
