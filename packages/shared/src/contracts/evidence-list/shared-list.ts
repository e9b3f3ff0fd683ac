import { z } from 'zod';
import { EVIDENCE_LIST_MSG } from '../../constants/evidence-list';
import { EVIDENCE_MSG } from '../../constants/evidence';
import { zId } from '../../validators/ids';
import { optionalInt } from './fields';

/** GET /api/data/sharedList {page}: records shared with the caller (signed contracts of flows they signed, decision 813). */
export const ZSharedListQuery = z.object({ page: optionalInt(EVIDENCE_LIST_MSG.badPage, 1, 100_000) });
export type TSharedListQuery = z.input<typeof ZSharedListQuery>;

export const ZSharedRow = z.object({
  id: z.number().int(),
  baoquan: z.string(),
  title: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  saveTime: z.number().int(),
  sha256: z.string(),
  /** the owner (who shared it): the flow's sender */
  owner: z.string(),
  /** what shared it, in words: 电子合同 */
  via: z.string(),
  flowNo: z.string().nullable(),
  /** opens the certificate page (/certificate?baoquan=&viewToken=): the public copy, the signer is not the holder */
  viewToken: z.string(),
});
export type TSharedRow = z.infer<typeof ZSharedRow>;
export const ZSharedListResponse = z.object({ count: z.number().int(), list: z.array(ZSharedRow) });
export type TSharedListResponse = z.infer<typeof ZSharedListResponse>;

/** GET /api/data/sharedDownload {id}: the shared record's file (the signed contract), to the session's bearer. */
export const ZSharedDownloadQuery = z.object({ id: zId(EVIDENCE_MSG.notFound) });
