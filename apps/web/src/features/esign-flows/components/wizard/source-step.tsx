import { useState } from 'react';
import { Alert, Button, Input, Radio, Table, Typography } from 'antd';
import { ESIGN } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { useContractTempList, type TemplateChoice } from '../../api/contract-temp-list';

interface Props {
  templateId?: number;
  onPick: (t: TemplateChoice) => void;
}

/**
 * Step 1, 选择合同: a template of the account (GET contractTempList), or an uploaded PDF. Placing the fields on
 * an uploaded PDF needs the field editor, which is not part of this build yet: the option says so and cannot
 * be chosen (decision 447), rather than send a contract nobody could sign.
 */
export function SourceStep({ templateId, onPick }: Props) {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const list = useContractTempList(page, keyword, true);
  return (
    <div className="ep-esign-step">
      <Radio.Group value="template" className="ep-esign-source">
        <Radio value="template">使用模板</Radio>
        <Radio value="upload" disabled>
          上传合同 PDF
        </Radio>
      </Radio.Group>
      <Typography.Paragraph type="secondary" className="ep-esign-note">
        上传合同后需在页面上放置签署位置，该功能暂未开放；请先在“合同模板”中制作模板，再使用模板发起签署。
      </Typography.Paragraph>
      <Input.Search allowClear placeholder="按模板名称搜索" maxLength={50} style={{ maxWidth: 320, marginBottom: 12 }} onSearch={(v) => (setKeyword(v.trim()), setPage(1))} aria-label="模板名称" />
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
          { title: '分类', dataIndex: 'categoryName', width: 110, render: (v?: string) => v ?? '-' },
          { title: '签署方', dataIndex: 'roles', render: (roles: string[]) => roles.join('、') },
          { title: '页数', dataIndex: 'pageCount', width: 70, render: (v?: number) => v ?? '-' },
        ]}
        pagination={{ current: page, pageSize: ESIGN.pageSize, total: list.data?.count ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      />
    </div>
  );
}
