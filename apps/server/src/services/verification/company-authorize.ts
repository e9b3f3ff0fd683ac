import { VERIFY_MSG } from '@evidence/shared/constants';
import { COMPANY_IMAGE_LABELS, type TCompanyAuthorize, type TSubmitVerificationResponse } from '@evidence/shared/contracts';
import type { VerificationContext } from '../../context';
import { COMPANY_IMAGES } from './identity-images';
import { insertCompanyDetails } from './submission-rows';
import { submitForm } from './submit-form';

/**
 * POST /api/user/companyAuthorize: a company's verification form, for an operator to review. The
 * unified social credit code is public (printed on the licence): it is stored as it is and is the
 * key of the one-account-per-company rule.
 */
export function companyAuthorize(ctx: VerificationContext, userId: number, v: TCompanyAuthorize, ip: string | null): Promise<TSubmitVerificationResponse> {
  return submitForm(
    ctx,
    userId,
    {
      kind: 'company',
      subjectName: v.company,
      subjectKey: () => v.taxNumber,
      takenMessage: VERIFY_MSG.creditCodeTaken,
      images: (['license', 'file', 'authorFront', 'authorBack'] as const).map((f) => ({ name: v[f], label: COMPANY_IMAGE_LABELS[f] })),
      policy: COMPANY_IMAGES,
      insertDetails: (trx, cipher, id) => insertCompanyDetails(trx, cipher, id, userId, v),
    },
    ip,
  );
}
