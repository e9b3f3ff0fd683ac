import { InvoiceQueue } from '@/features/admin/components/invoice-queue';

/** /admin/invoices — invoice applications: 开具 or 拒绝. */
export function Component() {
  return (
    <>
      <h1 className="ep-admin__page-title">开票申请</h1>
      <InvoiceQueue />
    </>
  );
}
