import { Descriptions, Grid, Tag, Typography } from 'antd';
import type { TNotarialFacts } from '@evidence/shared/contracts';
import { formatBytes, formatDateTime } from '@/lib/format';

/** An issued notarial certificate's public facts (/api/check/notarial, or the certificate an uploaded file is). */
export function NotarialFacts({ facts, title = '公证书信息' }: { facts: TNotarialFacts; title?: string }) {
  // on a phone each label stands above its value, as on the evidence lookup (decision 231)
  const phone = Grid.useBreakpoint().sm === false;
  const copy = (text: string, what: string) => ({ text, tooltips: [`复制${what}`, '复制成功'] });
  const mono = (s: string, what: string) => <Typography.Text code copyable={copy(s, what)} className="ep-hash">{s}</Typography.Text>;
  return (
    <Descriptions title={title} bordered size="small" column={1} layout={phone ? 'vertical' : 'horizontal'} className="ep-facts" data-testid="notarial-facts">
      <Descriptions.Item label="公证书编号"><Typography.Text copyable={copy(facts.certificateNo, '公证书编号')}>{facts.certificateNo}</Typography.Text></Descriptions.Item>
      <Descriptions.Item label="状态"><Tag color="green">{facts.statusName}</Tag></Descriptions.Item>
      <Descriptions.Item label="公证事项">{facts.matter}</Descriptions.Item>
      <Descriptions.Item label="公证机构">{facts.officeName}</Descriptions.Item>
      <Descriptions.Item label="出证时间">{formatDateTime(facts.issuedAt)}</Descriptions.Item>
      <Descriptions.Item label="申请人">{facts.applicantMask}</Descriptions.Item>
      <Descriptions.Item label="证据数量">{`${facts.recordCount} 项`}</Descriptions.Item>
      <Descriptions.Item label="公证书文件大小">{formatBytes(facts.size)}</Descriptions.Item>
      <Descriptions.Item label="文件 SHA-256">{mono(facts.sha256, 'SHA-256')}</Descriptions.Item>
      <Descriptions.Item label="文件 SM3">{mono(facts.sm3, 'SM3')}</Descriptions.Item>
      <Descriptions.Item label="账本序号">{facts.leafIndex ?? '尚未写入账本'}</Descriptions.Item>
      <Descriptions.Item label="账本记录哈希">{mono(facts.leafHash, '账本记录哈希')}</Descriptions.Item>
    </Descriptions>
  );
}
