import { useState } from 'react';
import { Alert, App, Button } from 'antd';
import type { TOrderItem } from '@evidence/shared/contracts';
import { errorText, reportError } from '@/lib/api-client';
import { formatPoints } from '@/lib/format';
import { toast } from '@/lib/feedback';
import { useCancelPay } from '../api/cancel-pay';
import { checkFail } from '../api/check-fail';
import { useOrderList } from '../api/get-list';
import { selectedTotal } from '../lib/order-view';
import { ExportButton } from './export-button';
import { OrderFiltersForm, type OrderFilters } from './order-filters';
import { RechargeTable } from './recharge-table';

interface Props {
  /** invoices (selection and 申请开票): not for sub-accounts, which never see this tab anyway */
  canInvoice: boolean;
  onContinuePay: (orderNo: string) => void;
  onApplyInvoice: (rows: TOrderItem[]) => void;
}

/** 充值记录: filters, export, the table, and the selection of invoiceable orders with its running total. */
export function RechargeTab({ canInvoice, onContinuePay, onApplyInvoice }: Props) {
  const { modal } = App.useApp();
  const [filters, setFilters] = useState<OrderFilters>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TOrderItem[]>([]);
  const [cancellingNo, setCancellingNo] = useState<string | null>(null);
  const query = { ...filters, type: 1, page };
  const list = useOrderList(query);
  const cancel = useCancelPay();

  async function onCancel(row: TOrderItem) {
    setCancellingNo(row.order_no);
    try {
      await cancel.mutateAsync(row.order_no);
      toast.success('订单已取消');
    } catch (e) {
      reportError(e);
    } finally {
      setCancellingNo(null);
    }
  }

  async function onFailReason(row: TOrderItem) {
    try {
      const reason = await checkFail(row.id);
      modal.info({ title: '开票失败原因', content: reason, okText: '知道了' });
    } catch (e) {
      reportError(e);
    }
  }

  return (
    <>
      <div className="ep-list-head">
        <OrderFiltersForm
          tab="recharge"
          allowKeyword
          onApply={(f) => {
            setFilters(f);
            setPage(1);
          }}
        />
        <ExportButton query={{ ...filters, type: 1 }} />
      </div>
      {list.isError && <Alert className="ep-list-error" type="error" showIcon message={errorText(list.error)} />}
      {canInvoice && (
        <div className="ep-order-invoice-bar" aria-live="polite">
          <span>
            已选 <b>{selected.length}</b> 笔订单，合计 <span className="ep-order-invoice-total">¥{formatPoints(selectedTotal(selected))}</span>
          </span>
          <Button type="primary" disabled={selected.length === 0} onClick={() => onApplyInvoice(selected)}>
            申请开票
          </Button>
          <span className="ep-list-count">已支付、非平台赠送且可开票（或开票失败）的订单可选</span>
        </div>
      )}
      <RechargeTable
        rows={list.data?.list ?? []}
        count={list.data?.count ?? 0}
        page={page}
        loading={list.isFetching}
        selectable={canInvoice}
        selectedIds={selected.map((r) => r.id)}
        cancellingNo={cancellingNo}
        onSelect={setSelected}
        onContinue={(r) => onContinuePay(r.order_no)}
        onCancel={onCancel}
        onFailReason={(r) => void onFailReason(r)}
        onPage={setPage}
      />
    </>
  );
}
