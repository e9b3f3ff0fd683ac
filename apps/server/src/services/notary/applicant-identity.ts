import type { TNotaryApplyFormView } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { SubmissionStatus } from '@evidence/shared/constants';
import { maskIdCard, maskPhone } from '../privacy/mask';
import { identityCipher } from '../verification/identity-cipher';

type Applicant = TNotaryApplyFormView['applicant'];

/**
 * The applicant as its approved verification names it (read-only on the application form): a person's
 * name and masked ID number, or a company's name, credit code and its current authorised person (a
 * later approved change of authorised person wins). Never what the form sends.
 */
export async function verifiedApplicant(ctx: Pick<AppContext, 'db' | 'config'>, accountId: number, reveal = false): Promise<Applicant> {
  // `reveal`: the office's console reads the full ID number and phone (documents and pages print them masked)
  const maskId = reveal ? (v: string) => v : maskIdCard;
  const maskTel = reveal ? (v: string) => v : maskPhone;
  const user = await ctx.db.selectFrom('users').select(['phone']).where('id', '=', accountId).executeTakeFirstOrThrow();
  const approved = (kinds: Array<'person' | 'company' | 'author'>) =>
    ctx.db
      .selectFrom('verification_submissions')
      .select(['id', 'kind'])
      .where('user_id', '=', accountId)
      .where('status', '=', SubmissionStatus.approved)
      .where('kind', 'in', kinds)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  const base = await approved(['person', 'company']);
  if (base?.kind === 'person') {
    const d = await ctx.db.selectFrom('person_verifications').select(['user_name', 'id_card_enc']).where('submission_id', '=', base.id).executeTakeFirstOrThrow();
    const id = identityCipher(ctx.config).open(accountId, 'id_card', d.id_card_enc);
    return { kind: 'person', name: d.user_name, idMasked: id === null ? '（无法解密）' : maskId(id), phone: maskTel(user.phone), representative: null };
  }
  if (base?.kind === 'company') {
    const d = await ctx.db.selectFrom('company_verifications').select(['company', 'tax_number', 'author_name']).where('submission_id', '=', base.id).executeTakeFirstOrThrow();
    const change = await approved(['author']);
    const author =
      change && Number(change.id) > Number(base.id)
        ? ((await ctx.db.selectFrom('company_verifications').select('author_name').where('submission_id', '=', change.id).executeTakeFirst())?.author_name ?? d.author_name)
        : d.author_name;
    return { kind: 'company', name: d.company, idMasked: d.tax_number, phone: maskTel(user.phone), representative: author };
  }
  // requireApplicant lets only verified accounts this far; an account verified before verification
  // records existed has none to read (seed-demo makes real ones)
  return { kind: 'person', name: '（未找到实名认证资料）', idMasked: '', phone: maskTel(user.phone), representative: null };
}
