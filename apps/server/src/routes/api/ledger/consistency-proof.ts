import { ZConsistencyProof, ZConsistencyProofQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { getConsistencyProof } from '../../../services/ledger/get-consistency-proof';

/** GET /api/ledger/consistencyProof?first=&second= (public). */
export default function consistencyProof(app: App, ctx: AppContext) {
  app.get(
    '/ledger/consistencyProof',
    { schema: { tags: ['ledger'], querystring: ZConsistencyProofQuery, response: { 200: zEnvelope(ZConsistencyProof) } } },
    async (request) => ok(await getConsistencyProof(ctx.db, request.query)),
  );
}
