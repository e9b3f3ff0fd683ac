import { z } from 'zod';
import { MSG } from '../constants/messages';
import { firstIssue } from './check';
import { requiredText } from './text';

/** Han characters, optionally joined by single middle dots (minority names such as 阿依·买买提). */
const NAME_SHAPE = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;
/** Look-alike dots that Chinese input methods produce; the ID card prints U+00B7. */
const DOT_LOOKALIKES = /[\u30FB\u2022\u2027\u00B7]/g;
const MIN_HAN = 2;
const MAX_HAN = 6;

export function normaliseChineseName(value: string): string {
  return value.trim().replace(DOT_LOOKALIKES, '·');
}

/** 2–6 Chinese characters (001 §5); middle dots are allowed between them and are not counted. */
export function isChineseName(value: string): boolean {
  const name = value.replace(DOT_LOOKALIKES, '·');
  if (!NAME_SHAPE.test(name)) return false;
  // Array.from counts characters outside the BMP (rare name characters) as one each.
  const hanCount = Array.from(name.replaceAll('·', '')).length;
  return hanCount >= MIN_HAN && hanCount <= MAX_HAN;
}

/** A required Chinese name field; the empty message names the field (for example '请输入联系人姓名'). */
export function chineseNameField(emptyMessage: string) {
  return requiredText(emptyMessage, 50, MSG.nameInvalid).pipe(
    z
      .string()
      .refine((v) => isChineseName(v), { error: MSG.nameInvalid })
      .transform(normaliseChineseName),
  );
}

/** Required Chinese name ('请输入姓名' when empty, 000 §5); the output has its dots normalised. */
export const zChineseName = chineseNameField(MSG.nameRequired);

export const checkChineseName = (value: unknown) => firstIssue(zChineseName, value);
