import { z } from 'zod';
import { INVOICE_LIMITS, INVOICE_MSG } from '../../constants/invoices';
import { zPage } from '../common/envelope';
import { requiredText } from '../../validators/text';
import { zInvoiceRefId, zInvoiceOptInt } from './fields';
import { ZInvoiceDetail } from './invoice-detail';

/** GET /api/admin/invoice/list (page, status: 1 pending by default, 0 all, 2, 4). */
export const ZAdminInvoiceListQuery = z.object({
  page: zInvoiceOptInt('页码格式不正确', 1, 100_000),
  status: zInvoiceOptInt('状态格式不正确', 0, 4),
});
export type TAdminInvoiceListQuery = z.input<typeof ZAdminInvoiceListQuery>;

export const ZAdminInvoiceItem = z.object({
  id: z.number().int(),
  order_no: z.string(),
  create_time: z.number().int(),
  money: z.string(),
  orderCount: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  head: z.string(),
  header_type: z.number().int(),
  /** the applicant: company name or contact, and the login phone */
  applicant: z.string(),
  phone: z.string(),
});
export type TAdminInvoiceItem = z.infer<typeof ZAdminInvoiceItem>;

export const ZAdminInvoiceListResponse = zPage(ZAdminInvoiceItem);
export type TAdminInvoiceListResponse = z.infer<typeof ZAdminInvoiceListResponse>;

export const ZAdminInvoiceIdQuery = z.object({ id: zInvoiceRefId(INVOICE_MSG.invoiceNotFound) });

/** The detail an operator sees: the user's detail plus the applicant and, once issued, a PDF link. */
export const ZAdminInvoiceDetail = ZInvoiceDetail.extend({ applicant: z.string(), phone: z.string(), pdfUrl: z.string().nullable() });
export type TAdminInvoiceDetail = z.infer<typeof ZAdminInvoiceDetail>;

/** POST /api/admin/invoice/issue (id). */
export const ZAdminInvoiceIssueRequest = z.object({ id: zInvoiceRefId(INVOICE_MSG.invoiceNotFound) });
export type TAdminInvoiceIssueRequest = z.input<typeof ZAdminInvoiceIssueRequest>;

/** POST /api/admin/invoice/refuse (id, reason). */
export const ZAdminInvoiceRefuseRequest = z.object({
  id: zInvoiceRefId(INVOICE_MSG.invoiceNotFound),
  reason: requiredText(INVOICE_MSG.refuseReasonRequired, INVOICE_LIMITS.refuseReasonMax),
});
export type TAdminInvoiceRefuseRequest = z.input<typeof ZAdminInvoiceRefuseRequest>;

export const ZAdminInvoiceDecision = z.object({ id: z.number().int(), status: z.number().int(), invoice_number: z.string().nullable() });
export type TAdminInvoiceDecision = z.infer<typeof ZAdminInvoiceDecision>;
