import { ZAnchors, ZAnchorsQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { getAnchors } from '../../../services/ledger/get-anchors';

/** GET /api/ledger/anchors?treeSize= (public): anchor states and receipts of a checkpoint. */
export default function anchors(app: App, ctx: AppContext) {
  app.get(
    '/ledger/anchors',
    { schema: { tags: ['ledger'], querystring: ZAnchorsQuery, response: { 200: zEnvelope(ZAnchors) } } },
    async (request) => ok(await getAnchors(ctx.db, ctx.ledger.anchors.providers, request.query)),
  );
}
