import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS, MSG } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { sha256Hex } from './tokens';

/** Look-alike characters are left out so a person can read every captcha. */
const IGNORE = '0oO1iIlLqg9';

export interface NewCaptcha {
  captchaKey: string;
  img: string;
  text: string;
}

export async function createCaptcha(db: Db): Promise<NewCaptcha> {
  const c = svgCaptcha.create({ size: CAPTCHA_LENGTH, ignoreChars: IGNORE, noise: 2, color: false, width: 120, height: 40 });
  const now = Date.now();
  const captchaKey = randomUUID();
  await db
    .insertInto('captchas')
    .values({ id: captchaKey, text_hash: sha256Hex(c.text.toLowerCase()), created_at: now, expires_at: now + CAPTCHA_TTL_SECONDS * 1000, used_at: null })
    .execute();
  // Old rows are useless after they expire; keep the table small.
  await db.deleteFrom('captchas').where('expires_at', '<', now - 3_600_000).execute();
  return { captchaKey, img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`, text: c.text };
}

/**
 * Checks a typed captcha. Each captcha answers once, right or wrong, so it cannot be guessed
 * repeatedly; the letter case does not matter.
 */
export async function consumeCaptcha(db: Db, captchaKey: string | undefined, typed: string | undefined): Promise<void> {
  if (!typed) throw refuse(MSG.captchaRequired);
  if (!captchaKey) throw refuse(MSG.captchaExpired);
  const now = Date.now();
  const used = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', captchaKey)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['text_hash'])
    .executeTakeFirst();
  if (!used) throw refuse(MSG.captchaExpired);
  if (used.text_hash !== sha256Hex(typed.toLowerCase())) throw refuse(MSG.captchaWrong);
}
