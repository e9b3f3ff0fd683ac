import { useState } from 'react';
import { Alert, Button, Descriptions, Popconfirm, Radio, Result, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { OrderOrigin, PAYMENT_MSG, PayChannel, PayStatus } from '@evidence/shared/constants';
import type { TRechargeOrder } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';

const STATUS_COLOR: Record<number, string> = { [PayStatus.pending]: 'processing', [PayStatus.paid]: 'success', [PayStatus.failed]: 'error', [PayStatus.cancelled]: 'default' };

interface Props {
  order: TRechargeOrder;
  busy: boolean;
  onPay: (type: PayChannel) => void;
  onCancel: () => void;
}

/** /buyCredits?orderNo=: an existing recharge order; a pending one can be paid again or cancelled. */
export function ResumeOrder({ order, busy, onPay, onCancel }: Props) {
  const [type, setType] = useState<PayChannel>(PayChannel.wechat);
  const pending = order.pay_status === PayStatus.pending;
  const app = order.origin === OrderOrigin.app;
  return (
    <div className="ep-buy__resume" data-testid="resume-order">
      <Descriptions column={1} bordered size="small" title="订单信息">
        <Descriptions.Item label="订单号">{order.order_no}</Descriptions.Item>
        <Descriptions.Item label="创建时间">{formatDateTime(order.create_time)}</Descriptions.Item>
        <Descriptions.Item label="内容">{order.desc}</Descriptions.Item>
        <Descriptions.Item label="金额">¥{order.money.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label="积分">{order.points.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label="支付状态">
          <Tag color={STATUS_COLOR[order.pay_status]} data-testid="order-status">
            {order.pay_status_name}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
      {pending && app && <Alert type="warning" showIcon title={PAYMENT_MSG.appOrder} className="ep-buy__gap" />}
      {pending && !app && (
        <Space orientation="vertical" className="ep-buy__gap ep-buy__resume-actions">
          <Radio.Group value={type} onChange={(e) => setType(e.target.value as PayChannel)} aria-label="支付方式">
            <Radio value={PayChannel.wechat}>微信支付</Radio>
            <Radio value={PayChannel.alipay}>支付宝</Radio>
          </Radio.Group>
          <Space>
            <Button type="primary" loading={busy} onClick={() => onPay(type)}>
              继续支付
            </Button>
            <Popconfirm title="确定取消该订单吗？" description="取消后该订单不能再支付" okText="确定" cancelText="再想想" onConfirm={onCancel}>
              <Button danger>取消订单</Button>
            </Popconfirm>
          </Space>
        </Space>
      )}
      {!pending && (
        <Result
          status={order.pay_status === PayStatus.paid ? 'success' : 'info'}
          title={`该订单${order.pay_status_name}`}
          extra={
            <Link to="/buyCredits">
              <Button type="primary">重新选择金额购买</Button>
            </Link>
          }
        />
      )}
    </div>
  );
}
