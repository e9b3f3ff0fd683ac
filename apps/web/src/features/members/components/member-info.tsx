import { Alert, Descriptions, Image, Tag } from 'antd';
import { MemberStatus } from '@evidence/shared/constants';
import type { TMember } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { statusColor } from '../lib/member-actions';
import './members.css';

/** 成员信息 (001 §2.6): bind time for 3 and 4, stop time and reason for 4, the letter, the rejection reason. */
export function MemberInfo({ member: m }: { member: TMember }) {
  const bound = m.status === MemberStatus.bound || m.status === MemberStatus.stopped;
  return (
    <>
      {m.status === MemberStatus.pending && m.audit_content && <Alert type="error" showIcon message={`审核未通过：${m.audit_content}`} style={{ marginBottom: 16 }} />}
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle" styles={{ label: { whiteSpace: 'nowrap' } }} data-testid="member-info">
        <Descriptions.Item label="成员ID">{m.member_id}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={statusColor(m.status, m.audit_content !== null)}>{m.status_name}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="姓名">{m.name}</Descriptions.Item>
        <Descriptions.Item label="登录账号">{m.mobile}</Descriptions.Item>
        <Descriptions.Item label="创建时间">{formatDateTime(m.created_at)}</Descriptions.Item>
        {bound && <Descriptions.Item label="绑定时间">{m.bind_time ? formatDateTime(m.bind_time) : '-'}</Descriptions.Item>}
        {m.status === MemberStatus.stopped && <Descriptions.Item label="停用时间">{formatDateTime(m.stop_time)}</Descriptions.Item>}
        {m.status === MemberStatus.stopped && <Descriptions.Item label="停用原因">{m.stop_reason ?? '-'}</Descriptions.Item>}
        <Descriptions.Item label="执法记录仪">{m.isBindDevice ? `已绑定：${m.deviceName ?? ''}（${m.deviceNo ?? ''}）` : '未绑定'}</Descriptions.Item>
        <Descriptions.Item label="授权委托书" span={2}>
          {m.file_full_path ? <Image src={m.file_full_path} alt="授权委托书" width={160} /> : '-'}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
