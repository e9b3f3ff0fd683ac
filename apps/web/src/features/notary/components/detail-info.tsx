import { Descriptions } from 'antd';
import type { TNotaryDetailInfo } from '@evidence/shared/contracts';
import { formatDateTime, formatPoints } from '@/lib/format';
import { paidText, refundTexts, stageText } from '@/lib/notary-money';
import { NotaryStatusTag, PayTag } from './order-cells';

const ENDED_BY: Record<string, string> = { applicant: '申请人', office: '公证处', platform: '平台核验' };

/** The order's facts (001 §3 "Notary detail" info, with the procedure's state): one column on a phone. */
export function DetailInfo({ info }: { info: TNotaryDetailInfo }) {
  const items = [
    { key: 'orderNo', label: '订单号', children: <span className="ep-mono">{info.orderNo}</span> },
    { key: 'addTime', label: '申请时间', children: formatDateTime(info.addTime) },
    { key: 'type', label: '公证类型', children: info.typeName },
    { key: 'number', label: '存证数量', children: `${info.number} 条` },
    { key: 'money', label: '费用（积分）', children: formatPoints(info.money) },
    { key: 'pay', label: '支付状态', children: <PayTag facts={info} /> },
    { key: 'paid', label: '支付金额', children: paidText(info, info.money) },
    { key: 'status', label: '公证状态', children: <NotaryStatusTag notarial={info.notarial} name={info.notarialName} /> },
    { key: 'stage', label: '办理进度', children: stageText({ step: info.step, stepName: info.stepName, officeStage: info.officeStageName, notarial: info.notarial }) },
    { key: 'notary', label: '承办公证员', children: info.notaryName ?? '-' },
    { key: 'certificateNo', label: '公证书编号', children: info.certificateNo ? <span className="ep-mono">{info.certificateNo}</span> : '-' },
    ...(info.endReason
      ? [{ key: 'endReason', label: '终止/失败原因', span: 2, children: `${info.endedBy ? `${ENDED_BY[info.endedBy] ?? info.endedBy}：` : ''}${info.endReason}` }]
      : []),
    // points given back and money owed back by the original route, both when there are both (decision 365)
    { key: 'refund', label: '退款', span: 2, children: refundTexts(info).join('；') || '-' },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} />;
}
