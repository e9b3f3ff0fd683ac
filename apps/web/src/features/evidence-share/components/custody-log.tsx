import { useState } from 'react';
import { Alert, Grid, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { CUSTODY_PAGE_SIZE } from '@evidence/shared/constants';
import type { TCustodyItem } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCustody } from '../api/get-custody';
import './custody-log.css';

const TAG_COLOR: Record<string, string> = { extracted: 'blue', extract_refused: 'red', deleted: 'default', found_missing: 'orange', saved: 'green' };

const TEXTS = {
  zh: { entry: '保管记录', at: '时间', action: '操作', actor: '操作人', how: '方式', empty: '暂无保管记录', total: (n: number) => `共 ${n} 条` },
  en: { entry: 'Entry', at: 'Time', action: 'Action', actor: 'By', how: 'How', empty: 'No custody entries yet', total: (n: number) => `${n} in all` },
} as const;

const actionTag = (row: TCustodyItem) => <Tag color={TAG_COLOR[row.action]}>{row.actionName}</Tag>;

/** An entry on a phone: time and action on the first line, who and how under it. */
function EntryCell({ row }: { row: TCustodyItem }) {
  return (
    <div className="ep-custody-entry">
      <span>
        {formatDateTime(row.at)} {actionTag(row)}
      </span>
      <span>{row.actor}</span>
      {row.how ? <span className="ep-custody-entry__how">{row.how}</span> : null}
    </div>
  );
}

function columnsIn(lang: 'zh' | 'en', phone: boolean): TableColumnsType<TCustodyItem> {
  const t = TEXTS[lang];
  // below 576 px one stacked cell an entry: four columns were wider than a 375 px card (decision 233)
  if (phone) return [{ title: t.entry, key: 'entry', render: (_: unknown, row) => <EntryCell row={row} /> }];
  return [
    { title: t.at, dataIndex: 'at', render: (ms: number) => formatDateTime(ms) },
    { title: t.action, dataIndex: 'actionName', render: (_: string, row) => actionTag(row) },
    { title: t.actor, dataIndex: 'actor' },
    { title: t.how, dataIndex: 'how', responsive: ['md'] },
  ];
}

export interface CustodyLogProps {
  /** 保全号; or dataId (the record id) */
  evidenceNo?: string;
  dataId?: number;
  /** the English certificate's log is worded in English by the server */
  lang?: 'zh' | 'en';
}

/**
 * The record's custody log (issue 4 §6), shown to its owner on the certificate page: every save,
 * extraction, refused extraction and download, with the time, who or which address (partly masked)
 * and how. Newest first, 10 a page.
 */
export function CustodyLog({ evidenceNo, dataId, lang = 'zh' }: CustodyLogProps) {
  const t = TEXTS[lang];
  const [page, setPage] = useState(1);
  const query = useCustody({ evidenceNo, dataId, lang }, page);
  const phone = Grid.useBreakpoint().sm === false;
  if (query.isError) return <Alert type="warning" showIcon title={errorText(query.error)} />;
  return (
    <Table<TCustodyItem>
      rowKey="id"
      size="small"
      columns={columnsIn(lang, phone)}
      {...(phone ? { tableLayout: 'fixed' as const } : { scroll: { x: 'max-content' } })}
      dataSource={query.data?.list ?? []}
      loading={query.isFetching}
      locale={{ emptyText: t.empty }}
      pagination={{
        current: page,
        pageSize: CUSTODY_PAGE_SIZE,
        total: query.data?.count ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: t.total,
        onChange: setPage,
      }}
    />
  );
}
