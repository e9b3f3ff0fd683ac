import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Form, Input, Modal, Skeleton, Space, Table, Tag } from 'antd';
import { INVOICE_HEADER_TYPE_NAMES, INVOICE_LIMITS, INVOICE_MSG, type InvoiceHeaderType } from '@evidence/shared/constants';
import type { TInvoiceOrder } from '@evidence/shared/contracts';
import { errorText, reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { useAdminInvoiceDetail } from '../api/get-invoice-detail';
import { useIssueInvoice } from '../api/issue-invoice';
import { useRefuseInvoice } from '../api/refuse-invoice';

const INVOICE_STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'success', 4: 'error' };

/** One application: header and orders; 开具 (generates the PDF, notifies the user) or 拒绝 with a reason. */
export function InvoiceDecisionDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useAdminInvoiceDetail(id);
  const issue = useIssueInvoice();
  const refuse = useRefuseInvoice();
  const [refusing, setRefusing] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const d = detail.data;

  async function onIssue() {
    if (!d) return;
    try {
      const r = await issue.mutateAsync(d.id);
      toast.success(`${INVOICE_MSG.issued}，发票号码 ${r.invoice_number ?? ''}`);
      onClose();
    } catch (e) {
      reportError(e);
    }
  }

  async function onRefuse(reason: string) {
    if (!d) return;
    try {
      await refuse.mutateAsync({ id: d.id, reason });
      toast.success(INVOICE_MSG.refused);
      setRefusing(false);
      onClose();
    } catch (e) {
      reportError(e);
    }
  }

  const columns = [
    { title: '订单号', dataIndex: 'order_no' },
    { title: '下单时间', dataIndex: 'create_time', render: (v: number) => formatDateTime(v) },
    { title: '内容', dataIndex: 'order_desc' },
    { title: '金额（元）', dataIndex: 'money', align: 'right' as const },
    { title: '支付方式', dataIndex: 'payTypeName' },
  ];

  return (
    <Drawer open={id !== null} onClose={onClose} title="开票申请" width={720} destroyOnHidden>
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError || !d ? (
        <Alert type="error" message={errorText(detail.error)} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Alert type="warning" showIcon message="本地测试开票服务：开具生成的是本平台的电子发票文件，不是税务发票。" />
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label="状态"><Tag color={INVOICE_STATUS_COLOR[d.status]}>{d.statusName}</Tag></Descriptions.Item>
            <Descriptions.Item label="申请单号">{d.order_no}</Descriptions.Item>
            <Descriptions.Item label="申请人">{d.applicant}（{d.phone}）</Descriptions.Item>
            <Descriptions.Item label="申请时间">{formatDateTime(d.create_time)}</Descriptions.Item>
            <Descriptions.Item label="发票类型">{d.typeName}</Descriptions.Item>
            <Descriptions.Item label="开票金额">¥{d.money}</Descriptions.Item>
            <Descriptions.Item label="发票抬头">{d.head}（{INVOICE_HEADER_TYPE_NAMES[d.header_type as InvoiceHeaderType] ?? '-'}）</Descriptions.Item>
            <Descriptions.Item label="税号">{d.tax_num || '-'}</Descriptions.Item>
            <Descriptions.Item label="开户银行及账号">{[d.bank_name, d.account].filter(Boolean).join(' ') || '-'}</Descriptions.Item>
            <Descriptions.Item label="注册地址及电话">{[d.street, d.phone_number].filter(Boolean).join(' ') || '-'}</Descriptions.Item>
            <Descriptions.Item label="接收手机 / 邮箱">{d.post_phone_number} / {d.email}</Descriptions.Item>
            <Descriptions.Item label="备注">{d.remark || '-'}</Descriptions.Item>
            {d.invoice_number ? <Descriptions.Item label="发票号码">{d.invoice_number}</Descriptions.Item> : null}
            {d.check_remark ? <Descriptions.Item label="拒绝原因">{d.check_remark}</Descriptions.Item> : null}
          </Descriptions>
          <Table<TInvoiceOrder> rowKey="id" size="small" columns={columns} dataSource={d.orderList} pagination={false} scroll={{ x: 600 }} />
          {d.pdfUrl ? <a href={d.pdfUrl} download>下载已开具的发票 PDF</a> : null}
          {d.status === 1 ? (
            <Space>
              <Button type="primary" loading={issue.isPending} onClick={() => void onIssue()}>开具</Button>
              <Button danger onClick={() => setRefusing(true)}>拒绝</Button>
            </Space>
          ) : null}
        </Space>
      )}
      <Modal
        title="拒绝开票申请"
        open={refusing}
        okText="确认拒绝"
        okButtonProps={{ danger: true, loading: refuse.isPending }}
        cancelText="取消"
        onCancel={() => setRefusing(false)}
        onOk={() => void form.validateFields().then((v) => onRefuse(v.reason.trim()), () => undefined)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="拒绝原因"
            rules={[
              { required: true, whitespace: true, message: INVOICE_MSG.refuseReasonRequired },
              { max: INVOICE_LIMITS.refuseReasonMax, message: `拒绝原因不能超过${INVOICE_LIMITS.refuseReasonMax}个字符` },
            ]}
          >
            <Input.TextArea rows={4} maxLength={INVOICE_LIMITS.refuseReasonMax} showCount placeholder="用户将在站内消息和发票详情中看到该原因" />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
