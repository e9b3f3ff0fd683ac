import { ZOfflineVerifierInfo, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { offlineVerifier } from '../../../services/verify/offline-verifier';

/** GET /api/verify/offlineVerifierInfo: the download's SHA-256 and the ledger key's fingerprint, for /verify. */
export default function offlineVerifierInfo(app: App, ctx: AppContext) {
  app.get('/verify/offlineVerifierInfo', { schema: { tags: ['ledger'], response: { 200: zEnvelope(ZOfflineVerifierInfo) } } }, async () => {
    const { fileName, sha256, size, verifierKey, keyFingerprint } = offlineVerifier(ctx);
    return ok({ fileName, sha256, size, verifierKey, keyFingerprint });
  });
}
