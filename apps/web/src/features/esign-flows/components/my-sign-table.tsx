import { useState } from 'react';
import { Button, Grid, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ESIGN } from '@evidence/shared/constants';
import type { TMySignRow } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useMySignLink } from '../api/my-sign-link';
import { FlowStatusTag, SignerStatusTag } from './status-tags';

interface Props {
  rows: TMySignRow[];
  count: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/**
 * The signer's inbox table: 合同名称 / 流程编号 / 发起方 / 我的角色 / 状态 / 我的状态 / 截止时间 / 签署时间 / 操作.
 * 去签署 asks the server for my own fresh link and opens the same /h5elesign ceremony in this tab (decision 812);
 * a completed flow shared with me links its signed contract in 数据存证 (与我共享) and its certificate.
 */
export function MySignTable({ rows, count, page, loading, onPage }: Props) {
  const navigate = useNavigate();
  const phone = Grid.useBreakpoint().sm === false;
  const link = useMySignLink();
  const [opening, setOpening] = useState<number | null>(null);
  const sign = (r: TMySignRow) => {
    setOpening(r.signerId);
    link.mutate(r.signerId, {
      onSuccess: (d) => void navigate(d.url),
      onError: reportError,
      onSettled: () => setOpening(null),
    });
  };
  const action = (r: TMySignRow) =>
    r.canSign ? (
      <Button type="primary" size="small" loading={opening === r.signerId} onClick={() => sign(r)}>
        去签署
      </Button>
    ) : r.resultId !== null && r.resultBaoquan && r.resultViewToken ? (
      <Space size={8} wrap>
        <Link to="/attestation-list?tab=shared">签署文件</Link>
        <Link to={`/attestation/${r.resultBaoquan}?viewToken=${encodeURIComponent(r.resultViewToken)}`}>查看证书</Link>
      </Space>
    ) : null;
  // on a phone one cell per flow: title, number, sender and role, statuses, deadline, then the action
  const phoneColumns: TableColumnsType<TMySignRow> = [
    {
      title: '签署流程',
      key: 'flow',
      render: (_: unknown, r) => (
        <div className="ep-list-record">
          <span>{r.title}</span>
          <span className="ep-mono">{r.flowNo}</span>
          <span className="ep-list-record__meta">
            {r.sender} · {r.role}
          </span>
          <span>
            <FlowStatusTag status={r.status} name={r.statusName} /> <SignerStatusTag status={r.myStatus} name={r.myStatusName} />
          </span>
          <span className="ep-list-record__meta">截止 {formatDateTime(r.expiresAt)}{r.signedAt ? ` · 签署于 ${formatDateTime(r.signedAt)}` : ''}</span>
          {action(r)}
        </div>
      ),
    },
  ];
  const columns: TableColumnsType<TMySignRow> = [
    { title: '合同名称', dataIndex: 'title', ellipsis: { showTitle: true } },
    { title: '流程编号', dataIndex: 'flowNo', width: 200, render: (v: string) => <span className="ep-mono">{v}</span> },
    { title: '发起方', dataIndex: 'sender', width: 150, ellipsis: { showTitle: true } },
    { title: '我的角色', dataIndex: 'role', width: 90 },
    { title: '状态', dataIndex: 'status', width: 90, render: (_: string, r) => <FlowStatusTag status={r.status} name={r.statusName} /> },
    { title: '我的状态', dataIndex: 'myStatus', width: 100, render: (_: string, r) => <SignerStatusTag status={r.myStatus} name={r.myStatusName} /> },
    { title: '截止时间', dataIndex: 'expiresAt', width: 165, render: (ms: number) => formatDateTime(ms) },
    { title: '签署时间', dataIndex: 'signedAt', width: 165, render: (ms: number | null) => (ms ? formatDateTime(ms) : '-') },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_: unknown, r) => action(r) ?? '-',
    },
  ];
  return (
    <Table<TMySignRow>
      rowKey="signerId"
      size="middle"
      columns={phone ? phoneColumns : columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: '暂无数据' }}
      {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
      pagination={{ current: page, pageSize: ESIGN.pageSize, total: count, showSizeChanger: false, showTotal: (total) => `共 ${total} 条`, onChange: onPage }}
    />
  );
}
