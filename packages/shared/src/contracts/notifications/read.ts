import { z } from 'zod';
import { NEWS_MSG } from '../../constants/notifications';
import { zNewsIds } from './ids';

/**
 * POST /api/News/read (000 §7): `newsId` comma-separated marks those read; `all=1` instead marks
 * every unread notification of the caller read ('全部已读'), and then newsId is ignored.
 */
export const ZNewsReadRequest = z
  .object({
    all: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v), z.enum(['0', '1'], { error: NEWS_MSG.badAll }).optional()),
    newsId: z.unknown().optional(),
  })
  .transform((b, ctx) => {
    if (b.all === '1') return { all: true as const, ids: [] as number[] };
    const parsed = zNewsIds(NEWS_MSG.selectToRead).safeParse(b.newsId);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['newsId'] });
      return z.NEVER;
    }
    return { all: false as const, ids: parsed.data };
  });
export type TNewsReadRequest = { all?: '0' | '1'; newsId?: string };
export type TNewsReadInput = z.output<typeof ZNewsReadRequest>;
