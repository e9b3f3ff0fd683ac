import { Button, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { TLoginFailureAccount, TLoginFailureAddress } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { useLoginFailures } from '../api/get-login-failures';

const accountColumns: TableColumnsType<TLoginFailureAccount> = [
  { title: '账号', dataIndex: 'phone', width: 130 },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 130,
    render: (kind: TLoginFailureAccount['kind'], row) => (kind === 'operator' ? <Tag color="red">运营人员 {row.name}</Tag> : <Tag>用户</Tag>),
  },
  { title: '失败次数', dataIndex: 'failures', width: 100 },
  { title: '来源地址数', dataIndex: 'addresses', width: 110, responsive: ['md'] },
  { title: '最近失败', dataIndex: 'lastAt', width: 180, render: (ms: number) => formatDateTime(ms) },
];

const addressColumns: TableColumnsType<TLoginFailureAddress> = [
  { title: '来源地址', dataIndex: 'ip', width: 160 },
  { title: '失败次数', dataIndex: 'failures', width: 100 },
  { title: '涉及账号数', dataIndex: 'accounts', width: 110, responsive: ['md'] },
  { title: '最近失败', dataIndex: 'lastAt', width: 180, render: (ms: number) => formatDateTime(ms) },
];

/**
 * Failed logins of the last 24 hours: accounts someone keeps guessing (users are told by a notice,
 * operators only here) and addresses that try many accounts. Most failures first.
 */
export function LoginFailuresTables() {
  const query = useLoginFailures();
  return (
    <>
      <div className="ep-admin-toolbar">
        <Typography.Text type="secondary">近24小时的登录失败记录。连续失败的账号登录时需输入图形验证码，不会被锁定。</Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
          刷新
        </Button>
      </div>
      <Typography.Title level={5}>按账号</Typography.Title>
      <Table<TLoginFailureAccount>
        rowKey={(r) => `${r.kind}-${r.accountId}`}
        size="middle"
        columns={accountColumns}
        dataSource={query.data?.accounts ?? []}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 560 }}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        按来源地址
      </Typography.Title>
      <Table<TLoginFailureAddress>
        rowKey="ip"
        size="middle"
        columns={addressColumns}
        dataSource={query.data?.addresses ?? []}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 450 }}
      />
    </>
  );
}
