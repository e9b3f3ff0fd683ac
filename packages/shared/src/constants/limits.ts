/** Page sizes, intervals and limits from the specification (000 §9, 001 §9). */
export const PAGE_SIZE = 10;
export const PAGE_SIZE_BATCH_DOWNLOAD = 20;
export const NOTIFICATION_BADGE_MAX = 99;
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 600;
export const SMS_CODE_MAX_WRONG = 5;
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_SECONDS = 300;
export const EXTRACT_CODE_MAX = 30;
/** a new extraction code's minimum length (ours, issue 14: the spec gives only the maximum) */
export const EXTRACT_CODE_MIN = 6;
export const UPLOAD_CHUNK_BYTES = 5_242_880;
export const PERSONAL_IMAGE_MAX_BYTES = 5_242_880;
export const COMPANY_IMAGE_MAX_BYTES = 20_971_520;
export const FACE_POLL_MS = 2000;
export const PAY_POLL_MS = 3000;
export const SIGN_POLL_MS = 2000;
export const DOWNLOAD_FRAME_REMOVE_MS = 300_000;
export const DOWNLOAD_DIALOG_SECONDS = 5;
/** End of the chosen end day: start of day + 86400 − 1 seconds (000 §9). */
export const DAY_END_OFFSET_SECONDS = 86_400 - 1;
/** Mobile pages: root font size 100px at 750px and wider, else width / 750 * 100px (000 §9). */
export const MOBILE_DESIGN_WIDTH = 750;
