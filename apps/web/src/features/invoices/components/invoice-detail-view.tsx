import { Alert, Button, Descriptions, Result, Skeleton, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { INVOICE_HEADER_TYPE_NAMES, type InvoiceHeaderType } from '@evidence/shared/constants';
import type { TInvoiceOrder } from '@evidence/shared/contracts';
import { errorText, reportError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDownloadInvoicePdf } from '../api/down-invoice-pdf';
import { useInvoiceDetail } from '../api/invoice-detail';
import { InvoiceStatusTag } from './status-tag';
import './invoices.css';

const ORDER_COLUMNS: TableColumnsType<TInvoiceOrder> = [
  { title: '订单号', dataIndex: 'order_no', width: 220 },
  { title: '下单时间', dataIndex: 'create_time', width: 170, render: (v: number) => formatDateTime(v) },
  { title: '订单内容', dataIndex: 'order_desc' },
  { title: '金额（元）', dataIndex: 'money', width: 110, align: 'right' },
  { title: '支付方式', dataIndex: 'payTypeName', width: 110 },
];

/** /invoice/details: the application, the header as asked, its orders, the PDF or the refusal reason. */
export function InvoiceDetailView({ id }: { id: number }) {
  const detail = useInvoiceDetail(id, id > 0);
  const download = useDownloadInvoicePdf();
  if (id <= 0) return <Result status="404" title="发票申请不存在" />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Result status="warning" title={errorText(detail.error)} />;
  const d = detail.data;
  return (
    <div className="ep-invoice-detail">
      {d.status === 4 ? <Alert type="error" showIcon message="开票申请已被拒绝" description={`拒绝原因：${d.check_remark ?? '-'}。相关订单可在订单管理中重新申请开票。`} /> : null}
      {d.status === 1 ? <Alert type="info" showIcon message="开票申请已提交，等待开具" /> : null}
      {d.status === 2 ? (
        <Alert
          type="success"
          showIcon
          message={`发票已开具，发票号码 ${d.invoice_number ?? '-'}`}
          description="本平台当前使用本地测试开票服务：发票文件由本平台生成，不是税务发票。"
          action={
            <Button type="primary" icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate(d.order_no, { onError: reportError })}>
              下载发票
            </Button>
          }
        />
      ) : null}
      <Descriptions title="申请信息" bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} className="ep-invoice-detail__block">
        <Descriptions.Item label="申请单号">{d.order_no}</Descriptions.Item>
        <Descriptions.Item label="申请时间">{formatDateTime(d.create_time)}</Descriptions.Item>
        <Descriptions.Item label="状态"><InvoiceStatusTag status={d.status} /></Descriptions.Item>
        <Descriptions.Item label="发票类型">{d.typeName}</Descriptions.Item>
        <Descriptions.Item label="开票金额">¥{d.money}</Descriptions.Item>
        <Descriptions.Item label="发票内容">公证服务费</Descriptions.Item>
        {d.issued_at ? <Descriptions.Item label="开票时间">{formatDateTime(d.issued_at)}</Descriptions.Item> : null}
        <Descriptions.Item label="备注">{d.remark || '-'}</Descriptions.Item>
      </Descriptions>
      <Descriptions title="发票抬头" bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} className="ep-invoice-detail__block">
        <Descriptions.Item label="发票抬头">{d.head}</Descriptions.Item>
        <Descriptions.Item label="抬头类型">{INVOICE_HEADER_TYPE_NAMES[d.header_type as InvoiceHeaderType] ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="税号">{d.tax_num || '-'}</Descriptions.Item>
        <Descriptions.Item label="开户银行">{d.bank_name || '-'}</Descriptions.Item>
        <Descriptions.Item label="银行账号">{d.account || '-'}</Descriptions.Item>
        <Descriptions.Item label="注册地址">{d.street || '-'}</Descriptions.Item>
        <Descriptions.Item label="注册电话">{d.phone_number || '-'}</Descriptions.Item>
        <Descriptions.Item label="手机号">{d.post_phone_number}</Descriptions.Item>
        <Descriptions.Item label="邮箱">{d.email}</Descriptions.Item>
      </Descriptions>
      <h3 className="ep-invoice-detail__title">开票订单（{d.orderCount}）</h3>
      <Table rowKey="id" size="small" columns={ORDER_COLUMNS} dataSource={d.orderList} pagination={false} scroll={{ x: 720 }} />
    </div>
  );
}
