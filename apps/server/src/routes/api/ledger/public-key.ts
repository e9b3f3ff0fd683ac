import { parseVerifierKey, toHex } from '@evidence/ledger';
import { ZLedgerPublicKey, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';

/** GET /api/ledger/publicKey: the key that signs checkpoints, for anyone's verifier. */
export default function publicKey(app: App, ctx: AppContext) {
  app.get('/ledger/publicKey', { schema: { tags: ['ledger'], response: { 200: zEnvelope(ZLedgerPublicKey) } } }, async () => {
    const { verifierKey, origin } = ctx.ledger.signer;
    return ok({ origin, verifierKey, keyId: toHex(parseVerifierKey(verifierKey).keyId), algorithm: 'Ed25519' as const });
  });
}
