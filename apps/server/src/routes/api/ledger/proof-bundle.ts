import { LEDGER_MSG } from '@evidence/shared/constants';
import { ZProofBundleAnswer, ZProofBundleQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { leafAnchorStatus } from '../../../services/ledger/leaf-anchor-status';
import { buildProofBundle } from '../../../services/ledger/proof-bundle';

/**
 * GET /api/ledger/proofBundle?leafHash= (public): proof.json for the leaf with that hash, built on
 * the first anchored checkpoint covering it (else the latest), and the leaf's anchor states.
 * By hash only: whoever holds a certificate knows the hash; nobody can page through the entries.
 */
export default function proofBundle(app: App, ctx: AppContext) {
  app.get(
    '/ledger/proofBundle',
    { schema: { tags: ['ledger'], querystring: ZProofBundleQuery, response: { 200: zEnvelope(ZProofBundleAnswer) } } },
    async (request) => {
      const leaf = await ctx.db.selectFrom('ledger_leaves').select('leaf_index').where('leaf_hash', '=', request.query.leafHash).orderBy('leaf_index').executeTakeFirst();
      if (!leaf) throw refuse(LEDGER_MSG.leafNotFound);
      const bundle = await buildProofBundle(ctx.db, ctx.ledger.signer, leaf.leaf_index);
      const anchorStatus = await leafAnchorStatus(ctx.db, leaf.leaf_index, ctx.ledger.anchors.types);
      return ok({ bundle: { ...bundle }, anchorStatus });
    },
  );
}
