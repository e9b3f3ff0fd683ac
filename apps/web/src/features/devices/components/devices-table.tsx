import { useState } from 'react';
import { Button, Input, Popconfirm, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TAddDeviceResponse, TDevice } from '@evidence/shared/contracts';
import { ListError } from '@/components/list-error';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { useDeviceList } from '../api/device-list';
import { useRetireDevice } from '../api/retire-device';
import { useUnbindDevice } from '../api/unbind-device';
import { BindDialog, type MemberOption } from './bind-dialog';
import { DeviceFormDialog } from './device-form-dialog';
import { SecretDialog } from './secret-dialog';
import './devices.css';

interface Props {
  members: MemberOption[];
  membersLoading: boolean;
  onMemberSearch: (keyword: string) => void;
}

/**
 * 执法记录仪 of a company (main account): 登记 (the key shown once), 修改名称, 绑定成员 / 解绑, 停用 (irreversible,
 * confirmed); search by name or number; 10 a page.
 */
export function DevicesTable({ members, membersLoading, onMemberSearch }: Props) {
  const [query, setQuery] = useState({ page: 1, keyword: '' });
  const [form, setForm] = useState<{ open: boolean; device: TDevice | null }>({ open: false, device: null });
  const [secret, setSecret] = useState<TAddDeviceResponse | null>(null);
  const [binding, setBinding] = useState<TDevice | null>(null);
  const list = useDeviceList(query);
  const retire = useRetireDevice();
  const unbind = useUnbindDevice();
  const act = (p: Promise<string>) => p.then((m) => toast.success(m)).catch(reportError);
  const rows = list.isError ? [] : (list.data?.list ?? []);
  const count = list.isError ? 0 : (list.data?.count ?? 0);

  const columns: TableColumnsType<TDevice> = [
    { title: '设备名称', dataIndex: 'name', render: (v: string, d) => (<span>{v}<div className="ep-device-note">编号 {d.serialNo}</div></span>) },
    { title: '设备ID', dataIndex: 'deviceNo', responsive: ['md'], render: (v: string) => <span className="ep-mono">{v}</span> },
    { title: '状态', dataIndex: 'statusName', width: 90, render: (v: string, d) => <Tag color={d.status === 'active' ? 'green' : 'default'}>{v}</Tag> },
    { title: '绑定成员', key: 'member', render: (_: unknown, d) => (d.member_id ? (<span>{d.memberName}<div className="ep-device-note">{d.memberMobile}</div></span>) : '-') },
    { title: '绑定时间', dataIndex: 'boundAt', width: 165, responsive: ['lg'], render: (ms: number | null) => (ms ? formatDateTime(ms) : '-') },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      render: (_: unknown, d) =>
        d.status === 'retired' ? (
          <span className="ep-device-note">已停用 {formatDateTime(d.retiredAt)}</span>
        ) : (
          <span className="ep-list-actions">
            <Button type="link" size="small" onClick={() => setForm({ open: true, device: d })}>修改名称</Button>
            {d.member_id ? (
              <Popconfirm title="解绑成员" description={`确定解除“${d.name}”与成员${d.memberName ?? ''}的绑定吗？`} okText="解绑" cancelText="取消" onConfirm={() => act(unbind.mutateAsync({ id: d.id }))}>
                <Button type="link" size="small">解绑</Button>
              </Popconfirm>
            ) : (
              <Button type="link" size="small" onClick={() => setBinding(d)}>绑定成员</Button>
            )}
            <Popconfirm title="停用设备" description="停用后设备密钥立即作废且不可恢复，已上传的录像仍保留。确定停用吗？" okText="停用" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => act(retire.mutateAsync({ id: d.id }))}>
              <Button type="link" size="small" danger>停用</Button>
            </Popconfirm>
          </span>
        ),
    },
  ];

  return (
    <div className="ep-devices">
      <div className="ep-list-head">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, device: null })} data-testid="device-add">
          登记记录仪
        </Button>
        <Input.Search allowClear placeholder="设备名称 / 编号 / 设备ID" maxLength={30} enterButton="搜索" style={{ maxWidth: 320 }} onSearch={(v) => setQuery({ page: 1, keyword: v.trim() })} aria-label="搜索设备" />
        <span className="ep-list-count" aria-live="polite">
          共 <strong>{count}</strong> 台记录仪
        </span>
      </div>
      {list.isError && <ListError error={list.error} onRetry={() => void list.refetch()} />}
      <Table<TDevice>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading}
        locale={{ emptyText: '暂无数据' }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: query.page, pageSize: PAGE_SIZE, total: count, showSizeChanger: false, onChange: (page) => setQuery((q) => ({ ...q, page })) }}
        data-testid="devices-table"
      />
      <DeviceFormDialog key={form.device?.id ?? 'new'} open={form.open} device={form.device} onClose={() => setForm({ open: false, device: null })} onRegistered={setSecret} />
      <SecretDialog result={secret} onClose={() => setSecret(null)} />
      <BindDialog key={binding?.id ?? 0} device={binding} members={members} loading={membersLoading} onSearch={onMemberSearch} onClose={() => setBinding(null)} />
    </div>
  );
}
