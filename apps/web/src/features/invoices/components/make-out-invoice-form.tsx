import { useEffect, useRef } from 'react';
import { Button, Empty, Form, Input, Radio, Result, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { INVOICE_HEADER_TYPE_NAMES, INVOICE_LIMITS, INVOICE_MSG, type InvoiceHeaderType } from '@evidence/shared/constants';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useInvoiceAsk } from '../api/invoice-ask';
import { useRiseList } from '../api/rise-list';
import { NoticeRules } from './notice-rules';
import './invoices.css';

interface Props {
  ids: number[];
  /** the total the orders page computed (shown; the server sums the orders itself) */
  money: string;
}

type Values = { userInvoiceId?: number; type?: number; remark?: string };

/**
 * 开具发票 (001 §2.8, §5): the notice rules, the total, a header (required; the only one is preselected),
 * the type (required; only the ordinary e-invoice is offered) and a remark of at most 50 characters. Success: after 800 ms to the list.
 */
export function MakeOutInvoiceForm({ ids, money }: Props) {
  const [form] = Form.useForm<Values>();
  const headers = useRiseList();
  const ask = useInvoiceAsk();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (ids.length === 0) {
    return <Result status="warning" title="未选择订单" subTitle="请在订单管理中选择要开票的订单" extra={<Link to="/orders">返回订单管理</Link>} />;
  }

  async function onFinish(values: Values) {
    try {
      await ask.mutateAsync({ ids, userInvoiceId: values.userInvoiceId ?? 0, type: values.type ?? 0, remark: values.remark ?? '' });
      toast.success(INVOICE_MSG.asked);
      timer.current = window.setTimeout(() => void navigate('/invoice?activeName=1'), INVOICE_LIMITS.navigateDelayMs);
    } catch (e) {
      reportError(e);
    }
  }

  const list = headers.data?.list ?? [];
  // The form mounts once the headers are known, so its initial values can preselect the only one.
  const onlyHeader = list.length === 1 ? list[0]?.id : undefined;
  return (
    <div className="ep-make-invoice">
      <NoticeRules />
      <div className="ep-make-invoice__total">
        已选择 <b>{ids.length}</b> 笔订单，开票金额 <b className="ep-make-invoice__money">¥{money}</b>
        <span className="ep-invoice__hint">发票内容：公证服务费</span>
      </div>
      {headers.isPending ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty description="您还没有发票抬头，请先添加发票抬头">
          <Link to="/invoice?activeName=2">
            <Button type="primary">去添加发票抬头</Button>
          </Link>
        </Empty>
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} initialValues={{ userInvoiceId: onlyHeader, type: 1, remark: '' }} requiredMark>
          <Form.Item name="userInvoiceId" label="发票信息" rules={[{ required: true, message: INVOICE_MSG.selectHeader }]}>
            <Radio.Group className="ep-make-invoice__headers">
              {list.map((h) => (
                <Radio key={h.id} value={h.id} className="ep-make-invoice__header">
                  <b>{h.head}</b>（{INVOICE_HEADER_TYPE_NAMES[h.type as InvoiceHeaderType] ?? '-'}）<br />
                  <span className="ep-invoice__hint">{[h.taxNum && `税号 ${h.taxNum}`, `邮箱 ${h.email}`].filter(Boolean).join(' · ')}</span>
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <div className="ep-invoice__hint ep-make-invoice__manage">
            <Link to="/invoice?activeName=2">管理发票抬头</Link>
          </div>
          <Form.Item name="type" label="发票类型" rules={[{ required: true, message: INVOICE_MSG.selectType }]}>
            <Radio.Group>
              <Radio value={1}>电子普通发票</Radio>
              <Radio value={2} disabled>电子专用发票（暂不支持）</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item name="remark" label="备注" rules={[{ max: INVOICE_LIMITS.remarkMax, message: INVOICE_MSG.remarkTooLong }]}>
            <Input.TextArea maxLength={INVOICE_LIMITS.remarkMax} showCount rows={3} placeholder="选填，最多50个字符" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={ask.isPending} disabled={ask.isSuccess} block className="ep-make-invoice__submit">
            提交申请
          </Button>
        </Form>
      )}
    </div>
  );
}
