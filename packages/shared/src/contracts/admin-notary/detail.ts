import { z } from 'zod';
import { ZRefundLine } from '../payments/refund-line';
import { zOfficeOrderId } from './fields';

/** GET /api/admin/notary/detail {orderId}: everything the notary reads to decide. */
export const ZOfficeDetailQuery = z.object({ orderId: zOfficeOrderId });

export const ZOfficeDocument = z.object({
  id: z.number().int(),
  docType: z.number().int(),
  docName: z.string(),
  version: z.number().int(),
  /** draft | office (made by the office, platform-signed) | signed (the applicant's stamp, platform-signed, preserved) */
  stage: z.string(),
  sha256: z.string(),
  createdAt: z.number().int(),
  evidenceNo: z.string().nullable(),
  /** a signed link for the console, valid 10 minutes */
  url: z.string(),
});

export const ZOfficeRecord = z.object({
  evidenceId: z.number().int(),
  evidenceNo: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  savedAt: z.number().int(),
  sha256: z.string(),
  sm3: z.string(),
  leafIndex: z.number().int().nullable(),
  /** deCode's re-check: ok | mismatch | missing, and when */
  checkResult: z.string().nullable(),
  checkedAt: z.number().int().nullable(),
  /** the record can still be opened (not deleted, uploaded) */
  openable: z.boolean(),
});

export const ZOfficeDetail = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  notarial: z.number().int(),
  notarialName: z.string(),
  step: z.string(),
  officeStage: z.string().nullable(),
  officeStageName: z.string().nullable(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  payTypeName: z.string().nullable(),
  fee: z.number(),
  signCount: z.number().int(),
  decodedAt: z.number().int().nullable(),
  acceptedAt: z.number().int().nullable(),
  notaryName: z.string().nullable(),
  /** whether the operator asking handles this order (or may take it: not accepted yet) */
  mine: z.boolean(),
  certificateNo: z.string().nullable(),
  issuedAt: z.number().int().nullable(),
  endedBy: z.string().nullable(),
  endReason: z.string().nullable(),
  endedAt: z.number().int().nullable(),
  refunded: z.number(),
  /** yuan owed back and not yet refunded (退款中 / 退款失败, and older records of money owed) */
  refundDue: z.number(),
  /** yuan refunded through the provider (已退款) */
  refundedMoney: z.number(),
  /** each refund through the provider, with its state (issue 25 item 6) */
  refunds: z.array(ZRefundLine),
  /** the applicant as verified, in full (the office's own file; documents print it masked) */
  applicant: z.object({
    kind: z.enum(['person', 'company']),
    name: z.string(),
    idNumber: z.string(),
    representative: z.string().nullable(),
    phone: z.string(),
  }),
  agent: z.object({ name: z.string(), idNumber: z.string(), phone: z.string() }).nullable(),
  form: z.object({ purpose: z.string(), method: z.string(), remark: z.string().nullable(), promisedAt: z.number().int() }).nullable(),
  interview: z.array(z.object({ q: z.string(), a: z.string() })).nullable(),
  documents: z.array(ZOfficeDocument),
  records: z.array(ZOfficeRecord),
});
export type TOfficeDetail = z.infer<typeof ZOfficeDetail>;
export type TOfficeDocument = z.infer<typeof ZOfficeDocument>;
export type TOfficeRecord = z.infer<typeof ZOfficeRecord>;

/** POST /api/admin/notary/revealPhone {orderId} → the applicant's phone in full (decision 853). */
export const ZOfficeRevealPhone = z.object({ phone: z.string() });
export type TOfficeRevealPhone = z.infer<typeof ZOfficeRevealPhone>;
