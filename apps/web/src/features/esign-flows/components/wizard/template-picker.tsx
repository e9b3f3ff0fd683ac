import { useState } from 'react';
import { Alert, Button, Input, Table } from 'antd';
import { ESIGN } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { useContractTempList, type TemplateChoice } from '../../api/contract-temp-list';

/** The account's templates (GET contractTempList), searchable by name, 10 a page; a click picks one. */
export function TemplatePicker({ templateId, onPick }: { templateId?: number; onPick: (t: TemplateChoice) => void }) {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const list = useContractTempList(page, keyword, true);
  return (
    <>
      <Input.Search allowClear placeholder="按模板名称搜索" maxLength={50} className="ep-esign-search" onSearch={(v) => (setKeyword(v.trim()), setPage(1))} aria-label="模板名称" />
      {list.isError && (
        <Alert
          type="error"
          showIcon
          className="ep-list-error"
          title={`合同模板读取失败：${errorText(list.error)}`}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              重试
            </Button>
          }
        />
      )}
      <Table<TemplateChoice>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.isError ? [] : (list.data?.list ?? [])}
        locale={{ emptyText: '暂无数据' }}
        rowSelection={{ type: 'radio', selectedRowKeys: templateId ? [templateId] : [], onChange: (_keys, rows) => rows[0] && onPick(rows[0]) }}
        onRow={(r) => ({ onClick: () => onPick(r) })}
        columns={[
          { title: '模板名称', dataIndex: 'name' },
          // on a phone (< 576 px) name and signers only: four columns squeezed the headers onto two lines
          { title: '分类', dataIndex: 'categoryName', width: 110, responsive: ['sm'], render: (v?: string) => v ?? '-' },
          { title: '签署方', dataIndex: 'roles', render: (roles: string[]) => roles.join('、') },
          { title: '页数', dataIndex: 'pageCount', width: 70, responsive: ['sm'], render: (v?: number) => v ?? '-' },
        ]}
        pagination={{ current: page, pageSize: ESIGN.pageSize, total: list.data?.count ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      />
    </>
  );
}
