import { Button, Descriptions, Table, Tag, Typography } from 'antd';
import type { TOfficeDetail, TOfficeDocument, TOfficeRecord } from '@evidence/shared/contracts';
import { formatBytes, formatDateTime } from '@/lib/format';
import { ApplicantPhone } from './applicant-phone';
import { NotaryRefunds } from './notary-refunds';
import { CHECK_NAMES, DOC_STAGE_NAMES, STAGE_COLOR, STATUS_COLOR } from './notary-labels';

/** Money recorded as owed before refunds went through the provider: what refundDue holds beyond the open refunds. */
const legacyDue = (d: TOfficeDetail) => (Math.round(d.refundDue * 100) - d.refunds.filter((r) => r.state !== 'succeeded').reduce((s, r) => s + Math.round(r.amount * 100), 0)) / 100;

/** The order, the applicant as verified (in full) and what was filled in. */
export function NotaryFacts({ d }: { d: TOfficeDetail }) {
  return (
    // labels stay on one line: at 375 px the label column broke 申请人签署次数 into one character per line
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} styles={{ label: { whiteSpace: 'nowrap' } }}>
      <Descriptions.Item label="状态">
        <Tag color={STATUS_COLOR[d.notarial]}>{d.notarialName}</Tag>
        {d.officeStageName ? <Tag color={STAGE_COLOR[d.officeStage ?? '']}>{d.officeStageName}</Tag> : null}
      </Descriptions.Item>
      <Descriptions.Item label="订单号">{d.orderNo}</Descriptions.Item>
      <Descriptions.Item label="公证事项">保全证据公证（{d.typeName}）</Descriptions.Item>
      {/* paid in money, it is yuan (1 积分 = 1 元); in points, points */}
      <Descriptions.Item label="费用">{d.payTypeName === '支付宝' || d.payTypeName === '微信支付' ? `¥${d.fee.toFixed(2)}（${d.payTypeName}）` : `${d.fee} 积分（${d.payTypeName ?? '未支付'}）`}</Descriptions.Item>
      <Descriptions.Item label="申请时间">{formatDateTime(d.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="支付时间">{formatDateTime(d.paidAt)}</Descriptions.Item>
      <Descriptions.Item label="数据解密核验">{d.decodedAt ? formatDateTime(d.decodedAt) : '—'}</Descriptions.Item>
      <Descriptions.Item label="申请人签署次数">{d.signCount}</Descriptions.Item>
      <Descriptions.Item label="受理日期">{d.acceptedAt ? formatDateTime(d.acceptedAt) : '—'}</Descriptions.Item>
      <Descriptions.Item label="承办公证员">{d.notaryName ?? '—'}</Descriptions.Item>
      {d.certificateNo ? <Descriptions.Item label="公证书编号">{d.certificateNo}</Descriptions.Item> : null}
      {d.issuedAt ? <Descriptions.Item label="出证时间">{formatDateTime(d.issuedAt)}</Descriptions.Item> : null}
      {d.endReason ? <Descriptions.Item label="结束原因" span={2}>{d.endReason}（{formatDateTime(d.endedAt)}）</Descriptions.Item> : null}
      {d.refunded > 0 ? <Descriptions.Item label="已退还">{d.refunded} 积分</Descriptions.Item> : null}
      {d.refunds.length > 0 ? (
        <Descriptions.Item label="原路退款" span={2}>
          <NotaryRefunds refunds={d.refunds} />
        </Descriptions.Item>
      ) : null}
      {legacyDue(d) > 0 ? <Descriptions.Item label="应原路退款">¥{legacyDue(d).toFixed(2)}（平台启用原路退款前记录，须由公证处经原支付渠道办理）</Descriptions.Item> : null}
      <Descriptions.Item label={d.applicant.kind === 'company' ? '申请单位' : '申请人'}>{d.applicant.name}</Descriptions.Item>
      <Descriptions.Item label={d.applicant.kind === 'company' ? '统一社会信用代码' : '身份证号码'}>{d.applicant.idNumber || '—'}</Descriptions.Item>
      {d.applicant.representative ? <Descriptions.Item label="经办人">{d.applicant.representative}</Descriptions.Item> : null}
      <Descriptions.Item label="联系电话">
        <ApplicantPhone orderId={d.id} masked={d.applicant.phone} />
      </Descriptions.Item>
      <Descriptions.Item label="代理人" span={2}>{d.agent ? `${d.agent.name}（身份证号码 ${d.agent.idNumber}，电话 ${d.agent.phone}）` : '无'}</Descriptions.Item>
      <Descriptions.Item label="公证用途" span={2}>{d.form?.purpose ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="取证方式" span={2}>{d.form?.method ?? '—'}</Descriptions.Item>
      {d.form?.remark ? <Descriptions.Item label="备注" span={2}>{d.form.remark}</Descriptions.Item> : null}
    </Descriptions>
  );
}

/** The records with deCode's check; 调阅原件 opens the original (the record's custody log says so). */
export function NotaryRecords({ records, onOpen, opening }: { records: TOfficeRecord[]; onOpen: (r: TOfficeRecord) => void; opening: number | null }) {
  const columns = [
    { title: '保全号 / 文件', key: 'no', render: (_: unknown, r: TOfficeRecord) => (<><div>{r.evidenceNo}</div><Typography.Text type="secondary">{r.fileName}（{formatBytes(r.size)}）</Typography.Text></>) },
    { title: 'SHA-256', dataIndex: 'sha256', ellipsis: true, responsive: ['lg' as const], render: (v: string) => <Typography.Text code copyable={{ text: v }}>{v.slice(0, 16)}…</Typography.Text> },
    { title: '账本序号', dataIndex: 'leafIndex', width: 90, render: (v: number | null) => v ?? '—' },
    { title: '解密核验', dataIndex: 'checkResult', width: 100, render: (v: string | null) => (v ? <Tag color={CHECK_NAMES[v]?.color}>{CHECK_NAMES[v]?.text ?? v}</Tag> : '未核验') },
    {
      title: '原件',
      key: 'open',
      width: 90,
      render: (_: unknown, r: TOfficeRecord) => (
        <Button type="link" size="small" disabled={!r.openable} loading={opening === r.evidenceId} onClick={() => onOpen(r)}>
          调阅原件
        </Button>
      ),
    },
  ];
  return <Table<TOfficeRecord> rowKey="evidenceId" size="small" columns={columns} dataSource={records} pagination={false} scroll={{ x: 640 }} locale={{ emptyText: '暂无存证记录' }} />;
}

/** Every version of every document, newest first within a type; 查看 opens the PDF in a new tab. */
export function NotaryDocuments({ documents }: { documents: TOfficeDocument[] }) {
  const columns = [
    { title: '文书', dataIndex: 'docName' },
    { title: '版本', dataIndex: 'version', width: 60 },
    { title: '阶段', dataIndex: 'stage', width: 100, render: (v: string) => DOC_STAGE_NAMES[v] ?? v },
    { title: '生成时间', dataIndex: 'createdAt', width: 170, responsive: ['md' as const], render: (v: number) => formatDateTime(v) },
    { title: '保全号', dataIndex: 'evidenceNo', responsive: ['lg' as const], render: (v: string | null) => v ?? '—' },
    { title: '', key: 'open', width: 60, render: (_: unknown, d: TOfficeDocument) => <a href={d.url} target="_blank" rel="noreferrer">查看</a> },
  ];
  return <Table<TOfficeDocument> rowKey="id" size="small" columns={columns} dataSource={documents} pagination={false} scroll={{ x: 560 }} locale={{ emptyText: '暂无文书' }} />;
}
