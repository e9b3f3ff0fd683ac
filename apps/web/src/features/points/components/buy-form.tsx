import { useState } from 'react';
import { Button, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { PAYMENT_MSG, PayChannel } from '@evidence/shared/constants';
import type { TPriceList } from '@evidence/shared/contracts';

export interface BuyChoice {
  integral: number;
  type: PayChannel;
}

/** Amount (presets or a whole number of yuan) and the way to pay, then 立即支付. */
export function BuyForm({ prices, busy, onSubmit }: { prices: TPriceList; busy: boolean; onSubmit: (c: BuyChoice) => void }) {
  const [preset, setPreset] = useState<number | 'custom'>(prices.presets[1] ?? prices.presets[0] ?? 10);
  const [custom, setCustom] = useState<number | null>(null);
  // only the channels some provider pays (PAYMENT_PROVIDER); WeChat first when it is offered
  const offered = [PayChannel.wechat, PayChannel.alipay].filter((c) => prices.channels.some((x) => x.type === c));
  const [type, setType] = useState<PayChannel>(offered[0] ?? PayChannel.wechat);
  const amount = preset === 'custom' ? custom : preset;
  const valid = amount !== null && Number.isInteger(amount) && amount >= prices.min && amount <= prices.max;

  return (
    <Form layout="vertical" className="ep-buy__form" onFinish={() => valid && onSubmit({ integral: amount, type })}>
      <Form.Item label="购买金额">
        <Radio.Group value={preset} onChange={(e) => setPreset(e.target.value as number | 'custom')} className="ep-buy__presets" aria-label="购买金额">
          {prices.presets.map((p) => (
            <Radio.Button key={p} value={p}>
              {p} 元
            </Radio.Button>
          ))}
          <Radio.Button value="custom">自定义</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {preset === 'custom' && (
        <Form.Item label="自定义金额（元）" validateStatus={custom !== null && !valid ? 'error' : ''} help={custom !== null && !valid ? PAYMENT_MSG.amountInvalid : `${prices.min}-${prices.max} 之间的整数`}>
          <InputNumber aria-label="自定义金额" min={prices.min} max={prices.max} precision={0} step={1} value={custom} onChange={(v) => setCustom(typeof v === 'number' ? v : null)} style={{ width: 200 }} addonAfter="元" />
        </Form.Item>
      )}
      <Typography.Paragraph>
        可获得积分：<strong data-testid="buy-points">{valid ? (amount * prices.pointsPerYuan).toFixed(2) : '-'}</strong>
      </Typography.Paragraph>
      <Form.Item label="支付方式">
        <Radio.Group value={type} onChange={(e) => setType(e.target.value as PayChannel)} aria-label="支付方式">
          {offered.includes(PayChannel.wechat) && <Radio value={PayChannel.wechat}>微信支付</Radio>}
          {offered.includes(PayChannel.alipay) && <Radio value={PayChannel.alipay}>支付宝</Radio>}
        </Radio.Group>
        {offered.length === 0 && <Typography.Text type="danger">{PAYMENT_MSG.channelUnavailable}</Typography.Text>}
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" disabled={!valid || offered.length === 0} loading={busy}>
          立即支付{valid ? ` ¥${amount.toFixed(2)}` : ''}
        </Button>
      </Space>
    </Form>
  );
}
