import { z } from 'zod';

/** GET /api/news/notice (000 §7): the caller's unread count, for the header bell (polled). */
export const ZNewsNotice = z.object({ newsNum: z.number().int() });
export type TNewsNotice = z.infer<typeof ZNewsNotice>;
