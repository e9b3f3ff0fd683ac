import { z } from 'zod';
import { EVIDENCE_MSG } from '../../constants/evidence';
import { SHARE_MSG } from '../../constants/evidence-share';
import { zOptionalId } from '../../validators/ids';
import { zPage, zPageQuery } from '../common/envelope';
import { zBaoquan } from './down-baoquan';

/**
 * GET /api/share/getCustody?baoquan=…&page= (or dataId=… instead of baoquan): the record's custody
 * log, for its owner only (issue 4 §6). Newest first. `lang=en` words it in English (issue 14).
 */
export const ZGetCustodyQuery = zPageQuery
  .extend({
    baoquan: zBaoquan.optional(),
    /** the language of actionName, actor and how: the English certificate asks for 'en' */
    lang: z.enum(['zh', 'en'], { error: SHARE_MSG.badLang }).optional(),
    dataId: zOptionalId(EVIDENCE_MSG.badIds),
  })
  .refine((q) => q.baoquan !== undefined || q.dataId !== undefined, { error: EVIDENCE_MSG.badIds, path: ['baoquan'] });
export type TGetCustodyQuery = z.input<typeof ZGetCustodyQuery>;

export const ZCustodyItem = z.object({
  id: z.number(),
  /** ms since the epoch */
  at: z.number(),
  action: z.string(),
  /** the action in Chinese */
  actionName: z.string(),
  /** who: an account (name and phone partly masked) or a visitor's address, partly masked */
  actor: z.string(),
  /** how: 凭提取码, 账号内下载, … */
  how: z.string(),
});
export type TCustodyItem = z.infer<typeof ZCustodyItem>;

export const ZCustodyPage = zPage(ZCustodyItem);
export type TCustodyPage = z.infer<typeof ZCustodyPage>;
