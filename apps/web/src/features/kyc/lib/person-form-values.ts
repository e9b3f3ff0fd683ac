/**
 * The individual verification form's values (000 §5) and the pure steps between them and the
 * server: the OCR answer → fields, sex from the ID number, a rejected submission → a prefilled
 * form, the form → the perAuthorize body. Pure so each step is unit-tested.
 */
import type { TCheckIdCardInformationResult, TPerAuthorizeRequest, TPersonData, TVerifyImage } from '@evidence/shared/contracts';
import { IdDocumentType, VERIFY_MSG } from '@evidence/shared/constants';
import { nationalIdSex, normaliseNationalId, zGender } from '@evidence/shared/validators';
import type { UploadedImage } from '../components/image-upload-field';

export interface PersonFormValues {
  userName?: string;
  idCard?: string;
  sex?: 0 | 1;
  mobile?: string;
  address?: string;
  authorFront?: UploadedImage | null;
  authorBack?: UploadedImage | null;
  authorHand?: UploadedImage | null;
  agree?: boolean;
}

/** The three fields the front photo fills (000 §5). */
export type OcrFields = Pick<PersonFormValues, 'userName' | 'idCard' | 'address'>;

/** The sex an ID number encodes (17th digit odd = 0 男), or undefined while it is not a valid number. */
export function sexFromIdCard(value: string | undefined): 0 | 1 | undefined {
  if (!value) return undefined;
  return nationalIdSex(normaliseNationalId(value));
}

/** The message for a sex that is missing or disagrees with a valid ID number, else null. */
export function sexProblem(sex: unknown, idCard: string | undefined): string | null {
  const parsed = zGender.safeParse(sex ?? '');
  if (!parsed.success) return parsed.error.issues[0]?.message ?? null;
  const encoded = sexFromIdCard(idCard);
  return encoded !== undefined && encoded !== parsed.data ? VERIFY_MSG.sexMismatch : null;
}

/**
 * What a successful recognition writes into the form: the three fields as read, and the sex the
 * number encodes (the server requires them to agree). The server only answers numbers that pass
 * GB 11643, so the sex is always derived; a defensive check keeps an odd answer from setting it.
 */
export function fieldsFromOcr(answer: TCheckIdCardInformationResult): OcrFields & Pick<PersonFormValues, 'sex'> {
  const idCard = normaliseNationalId(answer.id_code);
  const sex = sexFromIdCard(idCard);
  return { userName: answer.id_name.trim(), idCard, address: answer.id_address.trim(), ...(sex === undefined ? {} : { sex }) };
}

/** A failed recognition clears what an earlier photo may have filled (000 §5, decision 73). */
export const CLEARED_OCR_FIELDS: Required<{ [K in keyof OcrFields]: string }> = { userName: '', idCard: '', address: '' };

function imageOf(image: TVerifyImage | null): UploadedImage | null {
  return image ? { path: image.path, previewUrl: image.url } : null;
}

/**
 * A stored (unmasked, `full=1`) submission as the form's starting values, photos included: after
 * a rejection the person corrects what was wrong instead of typing everything again. The consent is
 * never carried over: it is given again for each submission.
 */
export function valuesFromSubmission(person: TPersonData | null | undefined, accountPhone: string | undefined): PersonFormValues {
  if (!person) return { mobile: accountPhone ?? '', agree: false };
  return {
    userName: person.userName,
    idCard: person.idCard,
    sex: person.sex === 1 ? 1 : 0,
    mobile: person.mobile,
    address: person.address,
    authorFront: imageOf(person.authorFront),
    authorBack: imageOf(person.authorBack),
    authorHand: imageOf(person.authorHand),
    agree: false,
  };
}

/** The perAuthorize body (000 §7): images by their upload `path`, `type` 1 居民身份证, consent as '1'. */
export function toPerAuthorizeBody(v: PersonFormValues): TPerAuthorizeRequest {
  return {
    userName: (v.userName ?? '').trim(),
    idCard: normaliseNationalId(v.idCard ?? ''),
    sex: v.sex === undefined ? '' : String(v.sex),
    mobile: (v.mobile ?? '').trim(),
    type: String(IdDocumentType.residentIdCard),
    address: (v.address ?? '').trim(),
    authorFront: v.authorFront?.path ?? '',
    authorBack: v.authorBack?.path ?? '',
    authorHand: v.authorHand?.path ?? '',
    agree: v.agree ? '1' : '0',
  };
}
