import { z } from 'zod';
import { NOTARY_MSG } from '../../constants/notary';
import { zNotaryOrderId } from './fields';

/** GET /api/notary/orderDetail {orderId} (001 §3 "Order detail (signing)"). */
export const ZNotaryOrderDetailQuery = z.object({ orderId: zNotaryOrderId });

const link = z.string().nullable();
export const ZNotaryOrderDetail = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  step: z.string(),
  stepName: z.string(),
  notarial: z.number().int(),
  /** 1 person, 2 company: whose seal positions apply */
  applyUserType: z.number().int(),
  dealUserType: z.number().int(),
  signCount: z.number().int(),
  canSign: z.boolean(),
  /** once paid, the office's stage (OFFICE_STAGES): interview = the 询问笔录 waits for the second signing */
  officeStage: z.string().nullable(),
  officeStageName: z.string().nullable(),
  applyUrl: link,
  applyPdfUrl: link,
  tellUrl: link,
  tellPdfUrl: link,
  tellBaoquanUrl: link,
  tellBaoquanUrlPdf: link,
  adviceUrl: link,
  advicePdfUrl: link,
  notesUrl: link,
  notesPdfUrl: link,
  /** the SHA-256 of the documents of the signing the order waits for (the versions the links serve), sent back with sign; [] when none */
  signSha256: z.array(z.string()),
});
export type TNotaryOrderDetail = z.infer<typeof ZNotaryOrderDetail>;

/** GET /api/notary/downFile {orderId, type}: 1 申请表, 2 受理通知书, 3 公证告知书, 4 询问笔录, 5 保全告知书, 6 公证书. */
export const ZNotaryDownFileQuery = z.object({
  orderId: zNotaryOrderId,
  type: z.preprocess((v) => (typeof v === 'string' && /^[1-6]$/.test(v.trim()) ? Number(v) : v), z.number({ error: NOTARY_MSG.badDocType }).int({ error: NOTARY_MSG.badDocType }).min(1, { error: NOTARY_MSG.badDocType }).max(6, { error: NOTARY_MSG.badDocType })),
});
export const ZNotaryDownFile = z.object({ downUrl: z.string() });
