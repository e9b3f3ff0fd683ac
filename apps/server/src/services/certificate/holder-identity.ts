import { SubmissionStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import type { Evidence } from '../../db/schema';
import { verifiedApplicant } from '../notary/applicant-identity';

/** The holder as the owner's copy names it: the verified company and its credit code, or the person and the masked ID number. */
export interface HolderIdentity {
  kind: 'company' | 'person';
  name: string;
  /** the credit code (companies print it whole, as on the licence) or the ID number partly masked; null when not read */
  idMasked: string | null;
}

/**
 * The owner's holder identity (decision 820), from the approved verification; null while the owner is not
 * verified. Read for the owner's PDF, its package and its certificate page, never for a copy that may be handed on.
 */
export async function holderIdentity(ctx: Pick<AppContext, 'db' | 'config'>, row: Evidence): Promise<HolderIdentity | null> {
  const verified = await ctx.db
    .selectFrom('verification_submissions')
    .select('id')
    .where('user_id', '=', row.owner_user_id)
    .where('status', '=', SubmissionStatus.approved)
    .executeTakeFirst();
  if (!verified) return null;
  const a = await verifiedApplicant(ctx, Number(row.owner_user_id));
  return { kind: a.kind === 'company' ? 'company' : 'person', name: a.name, idMasked: a.idMasked || null };
}
