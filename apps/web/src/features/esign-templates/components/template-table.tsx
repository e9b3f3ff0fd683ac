import { Button, Modal, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ESIGN } from '@evidence/shared/constants';
import type { TTemplateRow } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { useCopyTemplate } from '../api/contract-temp-copy';
import { useDeleteTemplate } from '../api/contract-temp-delete';
import { templatePath } from '../lib/paths';

interface Props {
  rows: TTemplateRow[];
  count: number;
  page: number;
  loading: boolean;
  /** 编辑 / 复制 / 删除 only for accounts that manage templates (members view) */
  canManage: boolean;
  onPage: (page: number) => void;
}

/** The template list: name, category, roles, pages and fields, updated; 详情 / 编辑 / 复制 / 删除 (confirmed). */
export function TemplateTable({ rows, count, page, loading, canManage, onPage }: Props) {
  const [modal, holder] = Modal.useModal();
  const navigate = useNavigate();
  const copy = useCopyTemplate();
  const del = useDeleteTemplate();

  const onCopy = (t: TTemplateRow) =>
    void modal.confirm({
      title: '复制模板',
      content: `复制“${t.name}”为一个新模板（文件、签署方和签署位置相同）？`,
      okText: '复制',
      cancelText: '取消',
      onOk: async () => {
        try {
          const r = await copy.mutateAsync(t.id);
          toast.success(r.msg);
        } catch (e) {
          reportError(e);
        }
      },
    });
  const onDelete = (t: TTemplateRow) =>
    void modal.confirm({
      title: '删除模板',
      content: `确定删除“${t.name}”吗？已用该模板发起的签署不受影响（签署保留各自的合同文件和签署位置）。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          toast.success(await del.mutateAsync(t.id));
        } catch (e) {
          reportError(e);
        }
      },
    });

  const columns: TableColumnsType<TTemplateRow> = [
    { title: '模板名称', dataIndex: 'name', ellipsis: true, render: (name: string, t) => <Link to={templatePath('detail', t.id)}>{name}</Link> },
    { title: '分类', dataIndex: 'categoryName', width: 110, responsive: ['sm'] },
    { title: '签署方', dataIndex: 'roles', width: 200, responsive: ['md'], render: (roles: string[]) => roles.map((r) => <Tag key={r}>{r}</Tag>) },
    { title: '页数', dataIndex: 'pageCount', width: 70, responsive: ['lg'] },
    { title: '签署位置', dataIndex: 'fieldCount', width: 90, responsive: ['lg'] },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170, responsive: ['md'], render: (ms: number) => formatDateTime(ms) },
    {
      title: '操作',
      key: 'actions',
      width: canManage ? 210 : 80,
      render: (_: unknown, t) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => void navigate(templatePath('detail', t.id))}>
            详情
          </Button>
          {canManage && (
            <>
              <Button type="link" size="small" onClick={() => void navigate(templatePath('edit', t.id))}>
                编辑
              </Button>
              <Button type="link" size="small" onClick={() => onCopy(t)}>
                复制
              </Button>
              <Button type="link" size="small" danger onClick={() => onDelete(t)}>
                删除
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {holder}
      <Table<TTemplateRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: '暂无数据' }}
        pagination={{ current: page, pageSize: ESIGN.pageSize, total: count, showSizeChanger: false, onChange: onPage, hideOnSinglePage: false }}
      />
    </>
  );
}
