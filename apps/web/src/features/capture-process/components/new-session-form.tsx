import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio } from 'antd';
import { useNavigate } from 'react-router';
import { CAPTURE_LIMITS, PROCESS_MSG } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { formatPoints } from '@/lib/format';
import { useAddProcess } from '../api/add-process';
import { KIND_NAMES, KIND_PATHS, type SessionKind } from '../lib/kinds';
import './capture-process.css';

const MINUTES = [1, 2, 5, 10, 15, 20, 30] as const;

interface Values {
  title: string;
  label?: string;
  url?: string;
  minutes: number;
}

/**
 * /newProcess and /newOTT (the route gives the price of a minute and the balance): name, label, an optional first address and the minutes to reserve (all charged
 * now; what is not used comes back at 确认). Shows the price and the balance and refuses before submitting
 * when the balance is too low (the server refuses too).
 */
export function NewSessionForm({ kind, perMinute, points }: { kind: SessionKind; perMinute: number | null; points: number | undefined }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const add = useAddProcess(kind);
  const minutes = Form.useWatch('minutes', form) ?? 5;
  const cost = perMinute === null ? null : perMinute * minutes;
  const tooFew = cost !== null && points !== undefined && points < cost;
  // the points are taken when the session is asked for: say so once more before (like /newWeb's 确认取证)
  const [confirming, setConfirming] = useState<Values | null>(null);
  const start = () => {
    if (!confirming) return;
    add
      .mutateAsync({ title: confirming.title, label: confirming.label, url: confirming.url, minutes: confirming.minutes })
      .then((r) => void navigate(`${KIND_PATHS[kind].queue}?id=${r.id}`))
      .catch((e: unknown) => {
        setConfirming(null);
        toast.error(errorText(e));
      });
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="ep-session-panel"
      style={{ maxWidth: 720 }}
      initialValues={{ minutes: 5 }}
      onFinish={setConfirming}
    >
      {kind === 'ott' && <Alert className="ep-ott-note" type="warning" showIcon title={PROCESS_MSG.ottNotice} />}
      <Alert type="info" showIcon title={`${KIND_NAMES[kind]}：平台在服务器上启动一个全新的浏览器，先做取证环境清洁性检查，再由您远程操作，全程录像并记录网络流量与操作日志；结束后预览确认即保全到存证账本。`} />
      <Form.Item name="title" label="取证名称" rules={[{ required: true, whitespace: true, message: '请填写取证名称' }, { max: CAPTURE_LIMITS.titleMax, message: `取证名称不能超过${CAPTURE_LIMITS.titleMax}个字` }]}>
        <Input maxLength={CAPTURE_LIMITS.titleMax} placeholder="例如：某网站侵权页面操作过程" />
      </Form.Item>
      <Form.Item name="label" label="标签（选填）" rules={[{ max: CAPTURE_LIMITS.labelMax, message: `标签不能超过${CAPTURE_LIMITS.labelMax}个字` }]}>
        <Input maxLength={CAPTURE_LIMITS.labelMax} />
      </Form.Item>
      <Form.Item name="url" label="起始网址（选填，也可开始后在地址栏输入）" rules={[{ pattern: /^https?:\/\/\S+$/i, message: PROCESS_MSG.badStartUrl }]}>
        <Input maxLength={CAPTURE_LIMITS.urlMax} placeholder="https://" inputMode="url" />
      </Form.Item>
      <Form.Item name="minutes" label="预约时长（到时自动结束）" rules={[{ required: true, message: PROCESS_MSG.badMinutes }]}>
        <Radio.Group optionType="button" buttonStyle="solid" options={MINUTES.map((m) => ({ label: `${m} 分钟`, value: m }))} />
      </Form.Item>
      {cost !== null && (
        <Alert
          type={tooFew ? 'warning' : 'success'}
          showIcon
          data-testid="session-price"
          title={`本次预扣 ${formatPoints(cost)} 积分（每分钟 ${formatPoints(perMinute)} 积分），当前可用积分 ${formatPoints(points ?? 0)}`}
          description={tooFew ? '积分余额不足，请先购买积分' : '确认取证时按实际使用分钟数（向上取整）扣费，其余退还；取消、放弃或失败全部退还。'}
        />
      )}
      <Button type="primary" htmlType="submit" loading={add.isPending} disabled={tooFew}>
        开始取证
      </Button>
      <Modal open={confirming !== null} title="确认开始取证" okText="确认并预扣积分" cancelText="取消" confirmLoading={add.isPending} onOk={start} onCancel={() => setConfirming(null)}>
        <p>取证名称：{confirming?.title}</p>
        <p>预约时长：{confirming?.minutes} 分钟{cost !== null ? `，预扣 ${formatPoints(cost)} 积分` : ''}</p>
        <p>确认取证时按实际使用分钟数（向上取整）扣费，其余退还；取消、放弃或失败全部退还。</p>
      </Modal>
    </Form>
  );
}
