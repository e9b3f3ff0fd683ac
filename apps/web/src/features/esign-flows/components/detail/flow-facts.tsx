import { Descriptions } from 'antd';
import type { TDetailSignResponse } from '@evidence/shared/contracts';
import { formatDateTime, formatPoints } from '@/lib/format';
import { FlowStatusTag } from '../status-tags';

/** 签署详情's facts: number, status, file and its SHA-256, order, times, and the money (charged, given back, order number). */
export function FlowFacts({ d }: { d: TDetailSignResponse }) {
  const money = d.money.charged > 0 ? `${formatPoints(d.money.charged)} 积分${d.money.refunded > 0 ? `（已退还 ${formatPoints(d.money.refunded)} 积分）` : ''}` : d.status === 'draft' ? '发送时扣除' : '未扣除';
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} className="ep-esign-facts">
      <Descriptions.Item label="流程编号">
        <span className="ep-mono">{d.flowNo}</span>
      </Descriptions.Item>
      <Descriptions.Item label="状态">
        <FlowStatusTag status={d.status} name={d.statusName} />
      </Descriptions.Item>
      <Descriptions.Item label="合同名称">{d.title}</Descriptions.Item>
      <Descriptions.Item label="合同文件">
        {d.fileName}（{d.pageCount} 页）
      </Descriptions.Item>
      <Descriptions.Item label="签署顺序">{d.orderModeName}</Descriptions.Item>
      <Descriptions.Item label="骑缝章">{d.ridingSeal ? '加盖' : '不加盖'}</Descriptions.Item>
      <Descriptions.Item label="发起人">{d.creatorName}</Descriptions.Item>
      <Descriptions.Item label="发起时间">{d.sentAt ? formatDateTime(d.sentAt) : '-'}</Descriptions.Item>
      <Descriptions.Item label="截止时间">{d.status === 'draft' ? '-' : formatDateTime(d.expiresAt)}</Descriptions.Item>
      <Descriptions.Item label="签署提醒">{d.remindEveryDays > 0 ? `每 ${d.remindEveryDays} 天` : '不提醒'}</Descriptions.Item>
      {d.endedAt && <Descriptions.Item label="结束时间">{formatDateTime(d.endedAt)}</Descriptions.Item>}
      {d.endReason && <Descriptions.Item label="结束原因">{d.endReason}</Descriptions.Item>}
      <Descriptions.Item label="消耗积分">{money}</Descriptions.Item>
      <Descriptions.Item label="订单号">{d.money.orderNo ? <span className="ep-mono">{d.money.orderNo}</span> : '-'}</Descriptions.Item>
      <Descriptions.Item label="原文件 SHA-256" span={2}>
        <span className="ep-mono ep-esign-hash">{d.sourceSha256}</span>
      </Descriptions.Item>
      {d.resultSha256 && (
        <Descriptions.Item label="签署文件 SHA-256" span={2}>
          <span className="ep-mono ep-esign-hash">{d.resultSha256}</span>
        </Descriptions.Item>
      )}
      {d.resultEvidenceNo && (
        <Descriptions.Item label="存证保全号" span={2}>
          <a className="ep-mono" href={`/attestation/${d.resultEvidenceNo}`} target="_blank" rel="noreferrer">
            {d.resultEvidenceNo}
          </a>{' '}
          （签署文件已自动存证，点击查看存证证书）
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
