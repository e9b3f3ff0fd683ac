import type { Insertable } from 'kysely';
import { SubmissionStatus } from '@evidence/shared/constants';
import type { TCompanyAuthorize, TPerAuthorize, TUpdateAuthor } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { CompanyVerification, CompanyVerificationsTable, PersonVerification, VerificationSubmission } from '../../db/schema';
import type { IdentityCipher } from './identity-cipher';

/** Writes and reads submissions with their details; sealing happens here and nowhere else. */

export async function insertSubmission(
  trx: Db,
  row: { userId: number; kind: VerificationSubmission['kind']; subjectName: string; subjectKey: string | null; amendsId?: number; at: number },
): Promise<number> {
  const inserted = await trx
    .insertInto('verification_submissions')
    .values({
      user_id: row.userId,
      kind: row.kind,
      status: SubmissionStatus.submitted,
      subject_name: row.subjectName,
      subject_key: row.subjectKey,
      amends_id: row.amendsId ?? null,
      created_at: row.at,
      reviewed_at: null,
      reviewed_by: null,
      reject_reason: null,
      files_cleared_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function insertPersonDetails(trx: Db, cipher: IdentityCipher, submissionId: number, userId: number, v: TPerAuthorize, at: number): Promise<void> {
  await trx
    .insertInto('person_verifications')
    .values({
      submission_id: submissionId,
      user_name: v.userName,
      id_card_enc: cipher.seal(userId, 'id_card', v.idCard),
      sex: v.sex,
      mobile_enc: cipher.seal(userId, 'mobile', v.mobile),
      id_type: v.type,
      address: v.address,
      author_front: v.authorFront,
      author_back: v.authorBack,
      author_hand: v.authorHand,
      agreed_at: at,
    })
    .execute();
}

/** The authorised person's columns, sealed. */
export function authorColumns(cipher: IdentityCipher, userId: number, v: TUpdateAuthor) {
  return {
    author_name: v.authorName,
    author_sex: v.authorSex,
    author_birth: v.authorBrith,
    author_phone_enc: cipher.seal(userId, 'author_phone', v.authorPhone),
    author_idcard_enc: cipher.seal(userId, 'author_idcard', v.authorIdcard),
    author_address: v.authorAddress,
    file: v.file,
    author_front: v.authorFront,
    author_back: v.authorBack,
  };
}

export async function insertCompanyDetails(trx: Db, cipher: IdentityCipher, submissionId: number, userId: number, v: TCompanyAuthorize): Promise<void> {
  const values: Insertable<CompanyVerificationsTable> = {
    submission_id: submissionId,
    company: v.company,
    tax_number: v.taxNumber,
    address: v.address,
    license: v.license,
    legal_name: v.legalName,
    legal_sex: v.legalSex,
    legal_birth: v.legalBirth,
    legal_idcard_enc: cipher.seal(userId, 'legal_idcard', v.legalIdcard),
    legal_address: v.legalAddress,
    account_name: v.accountName,
    account_bank: v.accountBank,
    account_no_enc: cipher.seal(userId, 'account_no', v.accountNo),
    contact_name: v.contactName,
    contact_phone_enc: cipher.seal(userId, 'contact_phone', v.contactPhone),
    contact_idcard_enc: cipher.seal(userId, 'contact_idcard', v.contactIdcard),
    ...authorColumns(cipher, userId, v),
  };
  await trx.insertInto('company_verifications').values(values).execute();
}

/** A copy of approved company details with a new authorised person (the account's own seals carry over). */
export async function insertAuthorChangeDetails(trx: Db, cipher: IdentityCipher, submissionId: number, userId: number, base: CompanyVerification, v: TUpdateAuthor): Promise<void> {
  await trx
    .insertInto('company_verifications')
    .values({ ...base, submission_id: submissionId, ...authorColumns(cipher, userId, v) })
    .execute();
}

export interface LoadedSubmission {
  submission: VerificationSubmission;
  person: PersonVerification | null;
  company: CompanyVerification | null;
}

export async function loadDetails(db: Db, submission: VerificationSubmission): Promise<LoadedSubmission> {
  const id = Number(submission.id);
  if (submission.kind === 'person') {
    const person = await db.selectFrom('person_verifications').selectAll().where('submission_id', '=', id).executeTakeFirst();
    return { submission, person: person ?? null, company: null };
  }
  const company = await db.selectFrom('company_verifications').selectAll().where('submission_id', '=', id).executeTakeFirst();
  return { submission, person: null, company: company ?? null };
}

export async function loadSubmission(db: Db, id: number): Promise<LoadedSubmission | null> {
  const submission = await db.selectFrom('verification_submissions').selectAll().where('id', '=', id).executeTakeFirst();
  return submission ? loadDetails(db, submission) : null;
}

/** The latest approved submission of an account (its verified data), if any. */
export async function latestApproved(db: Db, userId: number): Promise<VerificationSubmission | undefined> {
  return db
    .selectFrom('verification_submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', SubmissionStatus.approved)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * What the account's verification pages show: the verified data (latest approved submission), or,
 * before any approval, the latest form submitted (under review or rejected).
 */
export async function currentSubmission(db: Db, userId: number): Promise<LoadedSubmission | null> {
  const chosen =
    (await latestApproved(db, userId)) ??
    (await db.selectFrom('verification_submissions').selectAll().where('user_id', '=', userId).where('kind', 'in', ['person', 'company']).orderBy('id', 'desc').executeTakeFirst());
  return chosen ? loadDetails(db, chosen) : null;
}

/** A verified company's latest change of authorised person, if any. */
export async function latestAuthorChange(db: Db, userId: number): Promise<VerificationSubmission | undefined> {
  return db.selectFrom('verification_submissions').selectAll().where('user_id', '=', userId).where('kind', '=', 'author').orderBy('id', 'desc').executeTakeFirst();
}
