/**
 * The company form's values and their conversions (pure, unit-tested): form → request body,
 * stored data → form (to fill it again after a rejection), ID number → sex and birth date.
 */
import type { TCompanyData } from '@evidence/shared/contracts';
import { nationalIdBirthDate, nationalIdSex, normaliseNationalId } from '@evidence/shared/validators';
import type { UploadedImage } from '../image-upload-field';

/** The four uploads of the company form (000 §5); the last three are also the change of authorised person's. */
export const COMPANY_IMAGE_FIELDS = ['license', 'file', 'authorFront', 'authorBack'] as const;
export const AUTHOR_IMAGE_FIELDS = ['file', 'authorFront', 'authorBack'] as const;
export type CompanyImageField = (typeof COMPANY_IMAGE_FIELDS)[number];

/** The authorised person's fields, as updateAuthor names them. */
export const AUTHOR_FIELDS = ['authorName', 'authorSex', 'authorBrith', 'authorPhone', 'authorIdcard', 'authorAddress', ...AUTHOR_IMAGE_FIELDS] as const;

/** Form values: text as typed, sex 0/1 (unset: undefined), birth dates YYYY-MM-DD, images `{ path, previewUrl }`. */
export type CompanyFormValues = Record<string, string | number | UploadedImage | null | undefined>;

function isImage(v: unknown): v is UploadedImage {
  return typeof v === 'object' && v !== null && typeof (v as UploadedImage).path === 'string';
}

/**
 * What the server receives: every value a string (form-encoded), an image by its uploadNormal path,
 * anything unset as '' (the contract's "missing" message). `only` limits the fields (updateAuthor).
 */
export function toRequestFields(values: CompanyFormValues, only?: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of only ?? Object.keys(values)) {
    const v = values[key];
    if (isImage(v)) out[key] = v.path;
    else if (typeof v === 'number') out[key] = String(v);
    else out[key] = typeof v === 'string' ? v : '';
  }
  return out;
}

/**
 * The stored submission as form values. Images the server cleared after a rejection are null, so
 * their boxes are empty and must be uploaded again (000 §4); the others show their signed URL.
 */
export function formValuesFrom(data: TCompanyData): CompanyFormValues {
  const values: CompanyFormValues = {};
  for (const [key, value] of Object.entries(data)) if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  for (const key of COMPANY_IMAGE_FIELDS) {
    const image = data[key];
    values[key] = image ? { path: image.path, previewUrl: image.url } : null;
  }
  return values;
}

/**
 * Sex and birth date as an ID number encodes them, once the number is valid; the server requires
 * they agree (decision 80), so the form fills them in rather than letting a typo through.
 */
export function derivedFromId(value: unknown): { sex: number; birth: string } | null {
  if (typeof value !== 'string') return null;
  const id = normaliseNationalId(value);
  const birth = nationalIdBirthDate(id);
  const sex = nationalIdSex(id);
  return birth === undefined || sex === undefined ? null : { sex, birth };
}

/** The images' paths (or '' when empty) to check a field against the contract with the rest of the form. */
export function imagePaths(values: CompanyFormValues, fields: readonly string[] = COMPANY_IMAGE_FIELDS): Record<string, string> {
  return toRequestFields(values, fields);
}
