import { z } from 'zod';
import { NEWS_IDS_MAX, NEWS_MSG } from '../../constants/notifications';

/**
 * `newsId` of read and del (000 §7): comma-separated notification ids. Empty → `emptyMsg`; anything
 * but positive whole numbers → '消息编号格式不正确'; more than NEWS_IDS_MAX distinct ids → refused.
 * Answers the distinct ids in the order given. A number keeps working (JSON bodies); absent counts as empty.
 */
export function zNewsIds(emptyMsg: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: NEWS_MSG.badIds })
      .max(NEWS_IDS_MAX * 17, { error: NEWS_MSG.tooManyIds })
      .transform((s, ctx) => {
        const parts = s.split(',').map((p) => p.trim()).filter((p) => p !== '');
        if (parts.length === 0) {
          ctx.addIssue({ code: 'custom', message: emptyMsg });
          return z.NEVER;
        }
        if (!parts.every((p) => /^[1-9]\d{0,14}$/.test(p))) {
          ctx.addIssue({ code: 'custom', message: NEWS_MSG.badIds });
          return z.NEVER;
        }
        const ids = [...new Set(parts.map(Number))];
        if (ids.length > NEWS_IDS_MAX) {
          ctx.addIssue({ code: 'custom', message: NEWS_MSG.tooManyIds });
          return z.NEVER;
        }
        return ids;
      }),
  );
}

/** What read and del answer: how many rows changed and the caller's unread count afterwards (for the bell). */
export const ZNewsChange = z.object({ count: z.number().int(), newsNum: z.number().int() });
export type TNewsChange = z.infer<typeof ZNewsChange>;
