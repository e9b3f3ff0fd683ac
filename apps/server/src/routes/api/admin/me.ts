import { ZOperator, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App } from '../../../context';
import { requireOperator } from '../../../plugins/guards';

/** GET /api/admin/me: the signed-in operator. */
export default function adminMe(app: App) {
  app.get('/admin/me', { schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZOperator) } } }, async (request) => {
    const { operator } = requireOperator(request);
    return ok({ id: operator.id, name: operator.name, phone: operator.phone, role: operator.role });
  });
}
