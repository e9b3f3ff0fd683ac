import { z } from 'zod';
import { NEWS_IDS_MAX, NEWS_MSG } from '../../constants/notifications';
import { zIdList } from '../../validators/ids';

/**
 * `newsId` of read and del (000 §7): comma-separated notification ids (the shared id rule, validators/ids.ts).
 * Empty or absent → `emptyMsg`; anything but ids → '消息编号格式不正确'; more than NEWS_IDS_MAX distinct
 * ids → refused. Answers the distinct ids in the order given. One JSON number works too.
 */
export function zNewsIds(emptyMsg: string) {
  return zIdList({ empty: emptyMsg, bad: NEWS_MSG.badIds, tooMany: NEWS_MSG.tooManyIds, max: NEWS_IDS_MAX });
}

/** What read and del answer: how many rows changed and the caller's unread count afterwards (for the bell). */
export const ZNewsChange = z.object({ count: z.number().int(), newsNum: z.number().int() });
export type TNewsChange = z.infer<typeof ZNewsChange>;
