import { z } from 'zod';
import { zPage, zPageQuery } from '../common/envelope';

/** GET or POST /api/News/listing with page (000 §7): the caller's notifications, newest first, 10 a page. */
export const ZNewsListingRequest = zPageQuery;
export type TNewsListingRequest = z.input<typeof ZNewsListingRequest>;

/** Notification (000 §3): newsId, str, addTime, isRead ('0' means unread). */
export const ZNewsItem = z.object({
  newsId: z.number().int(),
  /** the text */
  str: z.string(),
  /** when it was written, milliseconds since the epoch (like saveTime of the attestation list) */
  addTime: z.number().int(),
  isRead: z.enum(['0', '1']),
  /** where the notice leads inside the site (an in-app path), when it asks the reader to act */
  link: z.string().optional(),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

export const ZNewsListing = zPage(ZNewsItem);
export type TNewsListing = z.infer<typeof ZNewsListing>;
