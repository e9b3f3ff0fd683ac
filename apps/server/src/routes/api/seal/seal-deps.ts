import type { AppContext } from '../../../context';
import type { SealDeps } from '../../../services/seals/seal-item';
import { signFor } from '../../../services/verification/sign-for';

/** The seal services' dependencies, from the app context. */
export function sealDeps(ctx: AppContext): SealDeps {
  return { db: ctx.db, dialect: ctx.dialect, blobs: ctx.blobs, sign: signFor(ctx) };
}
