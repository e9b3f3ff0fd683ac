import { useState } from 'react';
import { Button, Card, Empty, Modal, Skeleton, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { INVOICE_HEADER_TYPE_NAMES, INVOICE_MSG, type InvoiceHeaderType } from '@evidence/shared/constants';
import type { TInvoiceHeader } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useDelInvoice } from '../api/del-invoice';
import { useRiseList } from '../api/rise-list';
import { HeaderFormDialog } from './header-form-dialog';
import './invoices.css';

/** 发票抬头 tab: up to 5 headers as cards; add (verified accounts), edit, delete with confirmation. */
export function HeadersPanel() {
  const list = useRiseList();
  const del = useDelInvoice();
  const [modal, holder] = Modal.useModal();
  const [dialog, setDialog] = useState<{ open: boolean; editing: TInvoiceHeader | null }>({ open: false, editing: null });
  const data = list.data;

  function onAdd() {
    if (!data) return;
    if (!data.verified) return toast.error(INVOICE_MSG.notVerified);
    if (data.count >= data.max) return toast.error(INVOICE_MSG.tooManyHeaders);
    setDialog({ open: true, editing: null });
  }

  function onDelete(h: TInvoiceHeader) {
    void modal.confirm({
      title: '删除发票抬头',
      content: `确定删除发票抬头“${h.head}”吗？删除后不影响已提交的开票申请。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await del.mutateAsync(h.id);
          toast.success(INVOICE_MSG.deleted);
        } catch (e) {
          reportError(e);
        }
      },
    });
  }

  return (
    <div className="ep-invoice-headers">
      {holder}
      <div className="ep-invoice__bar">
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} disabled={!data}>
          新增发票抬头
        </Button>
        <span className="ep-invoice__hint">{INVOICE_MSG.tooManyHeaders}{data ? `（已保存 ${data.count} 个）` : ''}</span>
      </div>
      {list.isPending ? (
        <Skeleton active />
      ) : !data || data.list.length === 0 ? (
        <Empty description={data && !data.verified ? INVOICE_MSG.notVerified : '暂无发票抬头'} />
      ) : (
        <div className="ep-invoice-headers__grid">
          {data.list.map((h) => (
            <Card
              key={h.id}
              size="small"
              title={<span className="ep-invoice-headers__head">{h.head}</span>}
              extra={<Tag color={h.type === 2 ? 'blue' : 'default'}>{INVOICE_HEADER_TYPE_NAMES[h.type as InvoiceHeaderType] ?? '-'}</Tag>}
              actions={[
                <Button key="edit" type="link" icon={<EditOutlined />} onClick={() => setDialog({ open: true, editing: h })}>编辑</Button>,
                <Button key="del" type="link" danger icon={<DeleteOutlined />} onClick={() => onDelete(h)}>删除</Button>,
              ]}
              data-testid="invoice-header-card"
            >
              <dl className="ep-invoice-headers__facts">
                {h.taxNum ? (<><dt>税号</dt><dd>{h.taxNum}</dd></>) : null}
                {h.bankName ? (<><dt>开户银行</dt><dd>{h.bankName}</dd></>) : null}
                {h.account ? (<><dt>银行账号</dt><dd>{h.account}</dd></>) : null}
                {h.street ? (<><dt>注册地址</dt><dd>{h.street}</dd></>) : null}
                {h.phoneNumber ? (<><dt>注册电话</dt><dd>{h.phoneNumber}</dd></>) : null}
                <dt>手机号</dt><dd>{h.mobile}</dd>
                <dt>邮箱</dt><dd>{h.email}</dd>
              </dl>
            </Card>
          ))}
        </div>
      )}
      <HeaderFormDialog open={dialog.open} editing={dialog.editing} lock={data?.lock ?? null} onClose={() => setDialog({ open: false, editing: null })} />
    </div>
  );
}
