import { useState } from 'react';
import { Alert, Button, Grid, Input, Modal, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { MEMBER_MSG, PAGE_SIZE } from '@evidence/shared/constants';
import type { TMember } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { useDelMember } from '../api/del';
import { useMemberList } from '../api/get-list';
import { memberActions, statusColor } from '../lib/member-actions';
import { MemberFormDialog } from './member-form-dialog';
import { StopDialog } from './stop-dialog';
import './members.css';

/** 成员管理 (001 §2.5): keyword search, 新增成员, the table with actions by status, an info note; 10 a page. */
export function MembersPanel({ companyName }: { companyName: string }) {
  const [modal, holder] = Modal.useModal();
  const [query, setQuery] = useState({ keyword: '', page: 1 });
  const [form, setForm] = useState<{ open: boolean; member: TMember | null }>({ open: false, member: null });
  const [stopping, setStopping] = useState<TMember | null>(null);
  const list = useMemberList(query);
  const del = useDelMember();

  function onDelete(m: TMember) {
    void modal.confirm({
      title: '删除成员',
      content: `确定删除成员“${m.name}”（${m.mobile}）吗？`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await del.mutateAsync(m.member_id);
          toast.success(MEMBER_MSG.deleted);
        } catch (e) {
          reportError(e);
        }
      },
    });
  }

  // on a phone (< 576 px) name, account and status share one cell so 操作 stays in view without scrolling
  const phone = Grid.useBreakpoint().sm === false;
  const statusTag = (m: TMember) => (
    <Tag color={statusColor(m.status, m.audit_content !== null)} title={m.audit_content ?? undefined}>
      {m.status_name}
    </Tag>
  );
  const columns: TableColumnsType<TMember> = [
    { title: '成员ID', dataIndex: 'member_id', width: 90, responsive: ['md'] },
    {
      title: '成员',
      key: 'member',
      responsive: ['xs'],
      render: (_: unknown, m) => (
        <div className="ep-member-cell">
          <strong>{m.name}</strong>
          <span>{m.mobile}</span>
          <span>{statusTag(m)}</span>
        </div>
      ),
    },
    { title: '姓名', dataIndex: 'name', width: 100, responsive: ['sm'] },
    { title: '登录账号', dataIndex: 'mobile', width: 130, responsive: ['sm'] },
    { title: '创建时间', dataIndex: 'created_at', width: 170, responsive: ['lg'], render: (ms: number) => formatDateTime(ms) },
    { title: '绑定时间', dataIndex: 'bind_time', width: 170, responsive: ['md'], render: (ms: number | null) => (ms ? formatDateTime(ms) : '-') },
    { title: '执法记录仪', dataIndex: 'deviceName', width: 130, responsive: ['lg'], render: (v: string | null, m) => (m.isBindDevice ? v : '-') },
    {
      title: '状态',
      dataIndex: 'status_name',
      width: 110,
      responsive: ['sm'],
      render: (_: string, m) => statusTag(m),
    },
    {
      title: '操作',
      key: 'actions',
      width: phone ? 96 : 130,
      render: (_: unknown, m) => (
        <Space size={0} wrap>
          {memberActions(m.status).map((a) =>
            a === 'detail' ? (
              <Link key={a} to={`/member/${m.member_id}`} className="ep-member-link">
                详情
              </Link>
            ) : (
              <Button key={a} type="link" size="small" danger={a !== 'edit'} onClick={() => (a === 'edit' ? setForm({ open: true, member: m }) : a === 'delete' ? onDelete(m) : setStopping(m))}>
                {a === 'edit' ? '编辑' : a === 'delete' ? '删除' : '停用'}
              </Button>
            ),
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className="ep-members">
      {holder}
      <div className="ep-members__toolbar">
        <Input.Search
          allowClear
          placeholder="请输入成员姓名或手机号"
          maxLength={30}
          enterButton="搜索"
          onSearch={(v) => setQuery({ keyword: v.trim(), page: 1 })}
          className="ep-members__search"
          data-testid="member-search"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, member: null })} data-testid="member-add">
          新增成员
        </Button>
      </div>
      <Table<TMember>
        rowKey="member_id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isLoading || list.isFetching}
        locale={{ emptyText: list.isError ? '加载失败，请刷新重试' : '暂无成员' }}
        {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
        pagination={{ current: query.page, pageSize: PAGE_SIZE, total: list.data?.count ?? 0, showSizeChanger: false, showTotal: (n) => `共 ${n} 条`, onChange: (page) => setQuery((q) => ({ ...q, page })) }}
      />
      <Alert
        type="info"
        showIcon
        className="ep-members__note"
        message="说明"
        description={
          <ul>
            <li>只能添加已注册并完成个人实名认证、且未绑定其他机构的个人账号为成员；添加时需成员手机号短信验证，并上传加盖公章的授权委托书。</li>
            <li>授权委托书经平台审核通过后成员绑定成功，成员可在页面右上角切换到企业身份，使用企业积分进行存证，其数据企业可见。</li>
            <li>待审核或审核未通过的成员可编辑、删除；已绑定的成员只能停用，停用后不可恢复。</li>
          </ul>
        }
      />
      {form.open && <MemberFormDialog key={form.member?.member_id ?? 'new'} open member={form.member} companyName={companyName} onClose={() => setForm({ open: false, member: null })} />}
      <StopDialog key={stopping?.member_id ?? 0} member={stopping} companyName={companyName} onClose={() => setStopping(null)} />
    </div>
  );
}
