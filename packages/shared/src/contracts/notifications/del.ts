import { z } from 'zod';
import { NEWS_MSG } from '../../constants/notifications';
import { zNewsIds } from './ids';

/** POST /api/News/del with newsId, comma-separated (000 §7): deletes those of the caller's notifications. */
export const ZNewsDelRequest = z.object({ newsId: zNewsIds(NEWS_MSG.selectToDelete) });
export type TNewsDelRequest = { newsId: string };
