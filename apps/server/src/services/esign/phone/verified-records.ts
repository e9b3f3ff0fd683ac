import { SubmissionStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import { identityCipher } from '../../verification/identity-cipher';

/** The newest approved verification of a kind for an account. */
async function approved(ctx: Pick<AppContext, 'db'>, userId: number, kinds: Array<'person' | 'company' | 'author'>) {
  return ctx.db
    .selectFrom('verification_submissions')
    .select(['id', 'kind'])
    .where('user_id', '=', userId)
    .where('status', '=', SubmissionStatus.approved)
    .where('kind', 'in', kinds)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export interface VerifiedPerson {
  userId: number;
  name: string;
  /** null when the sealed number no longer opens (the identity key changed) */
  idCard: string | null;
}

/**
 * The verified personal account whose login phone is `phone`: the name and ID number its approved
 * verification holds. Undefined when the phone has no such account (the signer is new to the platform).
 */
export async function verifiedPersonByPhone(ctx: Pick<AppContext, 'db' | 'config'>, phone: string): Promise<VerifiedPerson | undefined> {
  const user = await ctx.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (!user) return undefined;
  const sub = await approved(ctx, Number(user.id), ['person']);
  if (!sub) return undefined;
  const p = await ctx.db.selectFrom('person_verifications').select(['user_name', 'id_card_enc']).where('submission_id', '=', sub.id).executeTakeFirstOrThrow();
  return { userId: Number(user.id), name: p.user_name, idCard: identityCipher(ctx.config).open(Number(user.id), 'id_card', p.id_card_enc) };
}

export interface VerifiedCompany {
  userId: number;
  company: string;
  /** the company's authorised person (经办人) now: a later approved change of authorised person wins */
  authorName: string;
  authorIdCard: string | null;
}

/**
 * The verified company main account whose login phone is `phone`, with its current authorised person: the
 * person a company's signing link is meant for (decision 459). Undefined when there is none.
 */
export async function verifiedCompanyByPhone(ctx: Pick<AppContext, 'db' | 'config'>, phone: string): Promise<VerifiedCompany | undefined> {
  const user = await ctx.db.selectFrom('users').select(['id', 'account_type']).where('phone', '=', phone).executeTakeFirst();
  if (!user || Number(user.account_type) !== 2) return undefined;
  const userId = Number(user.id);
  const base = await approved(ctx, userId, ['company']);
  if (!base) return undefined;
  const c = await ctx.db.selectFrom('company_verifications').select(['company', 'author_name', 'author_idcard_enc']).where('submission_id', '=', base.id).executeTakeFirstOrThrow();
  const change = await approved(ctx, userId, ['author']);
  const author =
    change && Number(change.id) > Number(base.id)
      ? ((await ctx.db.selectFrom('company_verifications').select(['author_name', 'author_idcard_enc']).where('submission_id', '=', change.id).executeTakeFirst()) ?? c)
      : c;
  return { userId, company: c.company, authorName: author.author_name, authorIdCard: identityCipher(ctx.config).open(userId, 'author_idcard', author.author_idcard_enc) };
}
