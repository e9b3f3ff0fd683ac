/** What support/seed-notary-records.ts preserves for the demo company's main account (notary-lists.spec.ts reads it). */
export const NOTARY_SEED_COUNT = 12;
/** 公证材料01.pdf … 公证材料12.pdf */
export const notarySeedTitle = (i: number) => `公证材料${String(i).padStart(2, '0')}.pdf`;
/** One more record whose original is gone (status missing): the picker shows it disabled with the server's reason. */
export const NOTARY_MISSING_TITLE = '原件缺失材料.pdf';
