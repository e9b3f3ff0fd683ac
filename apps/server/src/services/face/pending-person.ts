import { FACE_MSG, SubmissionStatus } from '@evidence/shared/constants';
import type { VerificationContext } from '../../context';
import { refuse } from '../../errors';
import type { FacePerson } from '../../providers/face/face-provider';
import { identityCipher } from '../verification/identity-cipher';

export interface PendingPerson {
  submissionId: number;
  person: FacePerson;
}

/**
 * The caller's individual submission under review (status 2) with its person opened from the sealed
 * data: the face check is of the person the operator will review, whatever a request says.
 */
export async function pendingPerson(ctx: VerificationContext, userId: number): Promise<PendingPerson> {
  const row = await ctx.db
    .selectFrom('verification_submissions as s')
    .innerJoin('person_verifications as p', 'p.submission_id', 's.id')
    .select(['s.id', 'p.user_name', 'p.id_card_enc'])
    .where('s.user_id', '=', userId)
    .where('s.kind', '=', 'person')
    .where('s.status', '=', SubmissionStatus.submitted)
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
  if (!row) throw refuse(FACE_MSG.noPending);
  const idCard = identityCipher(ctx.config).open(userId, 'id_card', row.id_card_enc);
  // a key that no longer opens the number (IDENTITY_KEY changed): the provider could not check it
  if (idCard === null) throw refuse(FACE_MSG.providerFailed);
  return { submissionId: Number(row.id), person: { name: row.user_name, idCard } };
}

/** A name or ID number given by the page must be the submission's (an ID's final x is X). */
export function checkSamePerson(person: FacePerson, given: { name?: string | undefined; idCard?: string | undefined }): void {
  if (given.name !== undefined && given.name !== person.name) throw refuse(FACE_MSG.mismatch);
  if (given.idCard !== undefined && given.idCard.toUpperCase() !== person.idCard.toUpperCase()) throw refuse(FACE_MSG.mismatch);
}
