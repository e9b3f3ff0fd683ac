import { VERIFY_MSG } from '@evidence/shared/constants';
import { PERSON_IMAGE_LABELS, type TPerAuthorize, type TSubmitVerificationResponse } from '@evidence/shared/contracts';
import type { VerificationContext } from '../../context';
import { PERSON_IMAGES } from './identity-images';
import { insertPersonDetails } from './submission-rows';
import { submitForm } from './submit-form';

/** POST /api/peruser/perAuthorize: an individual's verification form, for an operator to review. */
export function perAuthorize(ctx: VerificationContext, userId: number, v: TPerAuthorize, ip: string | null): Promise<TSubmitVerificationResponse> {
  return submitForm(
    ctx,
    userId,
    {
      kind: 'person',
      subjectName: v.userName,
      subjectKey: (cipher) => cipher.idKey(v.idCard),
      takenMessage: VERIFY_MSG.idCardTaken,
      images: (['authorFront', 'authorBack', 'authorHand'] as const).map((f) => ({ name: v[f], label: PERSON_IMAGE_LABELS[f] })),
      policy: PERSON_IMAGES,
      insertDetails: (trx, cipher, id, at) => insertPersonDetails(trx, cipher, id, userId, v, at),
    },
    ip,
  );
}
