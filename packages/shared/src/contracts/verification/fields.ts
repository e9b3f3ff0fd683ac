import { z } from 'zod';
import { MSG, fillMessage } from '../../constants/messages';
import { VERIFY_MSG, VERIFICATION_LIMITS, IdDocumentType } from '../../constants/verification';
import { nationalIdBirthDate, nationalIdSex } from '../../validators/national-id';
import { requiredText } from '../../validators/text';

/** An image stored by uploadNormal: its `data.path`, its `data.url` or its bare name all name it. */
const IMAGE_REF = /(?:^|\/)([0-9a-f]{32}\.(?:png|jpg|gif))$/;

/**
 * A required image field: the output is the image's name. Whether it exists, is the caller's own and
 * has the right type and size is the server's check (a name that is not an upload reads as missing).
 */
export function imageRef(label: string) {
  const missing = fillMessage(VERIFY_MSG.imageNotFound, { label });
  return requiredText(fillMessage(VERIFY_MSG.imageRequired, { label }), 300, missing).pipe(
    z
      .string()
      .regex(IMAGE_REF, { error: missing })
      .transform((v) => IMAGE_REF.exec(v)?.[1] ?? v),
  );
}

/** Required free text without special characters (addresses, names of companies and banks). */
export function safeTextField(emptyMessage: string, maxLength: number) {
  return requiredText(emptyMessage, maxLength).pipe(z.string().refine((v) => !/[\\"'<>{}[\]]/.test(v), { error: MSG.specialChars }));
}

export const addressField = (emptyMessage: string) => safeTextField(emptyMessage, VERIFICATION_LIMITS.addressMax);

/** The consent checkbox (000 §5): '1', 'true', 'on' or true; anything else is '请先同意实名验证'. */
export const zConsent = z.preprocess(
  (v) => v === true || v === 1 || (typeof v === 'string' && ['1', 'true', 'on'].includes(v.trim().toLowerCase())),
  z.literal(true, { error: VERIFY_MSG.consentRequired }),
);

/** `type` of perAuthorize: the identity document; only the resident ID card (1), which is also the default. */
export const zIdDocumentType = z.preprocess(
  (v) => (v === undefined || v === '' ? IdDocumentType.residentIdCard : typeof v === 'string' ? Number(v.trim()) : v),
  z.literal(IdDocumentType.residentIdCard, { error: VERIFY_MSG.idTypeInvalid }),
);

/**
 * Sex and birth date must be those the ID number encodes (its 7th–14th digits and the parity of
 * the 17th): a typo in either is caught before an operator sees it.
 */
export function checkPersonConsistency(
  ctx: z.RefinementCtx,
  person: { id: string; sex: number; birth?: string | undefined },
  paths: { sex: string; birth?: string },
): void {
  const birth = nationalIdBirthDate(person.id);
  if (person.birth !== undefined && birth !== undefined && person.birth !== birth) {
    ctx.addIssue({ code: 'custom', path: [paths.birth ?? 'birth'], message: VERIFY_MSG.birthMismatch });
  }
  const sex = nationalIdSex(person.id);
  if (sex !== undefined && sex !== person.sex) ctx.addIssue({ code: 'custom', path: [paths.sex], message: VERIFY_MSG.sexMismatch });
}
