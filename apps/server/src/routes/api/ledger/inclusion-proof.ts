import { ZInclusionProof, ZInclusionProofQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { getInclusionProof } from '../../../services/ledger/get-inclusion-proof';

/** GET /api/ledger/inclusionProof?index=|leafHash=&treeSize= (public). */
export default function inclusionProof(app: App, ctx: AppContext) {
  app.get(
    '/ledger/inclusionProof',
    { schema: { tags: ['ledger'], querystring: ZInclusionProofQuery, response: { 200: zEnvelope(ZInclusionProof) } } },
    async (request) => ok(await getInclusionProof(ctx.db, request.query)),
  );
}
