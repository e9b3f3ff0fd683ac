import { Badge, Empty, Grid, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { NEWS_MSG, NEWS_PAGE_SIZE } from '@evidence/shared/constants';
import type { TNewsItem } from '@evidence/shared/contracts';
import { isInAppPath } from '@evidence/shared/validators';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';

interface Props {
  rows: TNewsItem[];
  count: number;
  page: number;
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** a row was clicked: the page marks it read */
  onOpen: (row: TNewsItem) => void;
  onPage: (page: number) => void;
}

function ReadState({ row }: { row: TNewsItem }) {
  return row.isRead === '0' ? <Badge status="error" text="未读" /> : <Badge status="default" text="已读" />;
}

/** 消息通知 table (000 §2): selectable rows, content, time, state; unread rows in bold; 10 a page with the total. */
export function NewsTable({ rows, count, page, loading, selected, onSelect, onOpen, onPage }: Props) {
  // on a phone the time goes under the text instead of a column of its own
  const wide = Grid.useBreakpoint().sm ?? true;
  const columns: TableColumnsType<TNewsItem> = [
    {
      title: '消息内容',
      dataIndex: 'str',
      render: (text: string, row) => (
        <div className={row.isRead === '0' ? 'ep-news__text ep-news__text--unread' : 'ep-news__text'}>
          {text}
          {row.link && isInAppPath(row.link) && (
            // the click bubbles to the row, which marks the notice read
            <Link className="ep-news__link" to={row.link}>
              查看
            </Link>
          )}
          {!wide && <div className="ep-news__time">{formatDateTime(row.addTime)}</div>}
        </div>
      ),
    },
    ...(wide ? [{ title: '时间', dataIndex: 'addTime', width: 170, render: (ms: number) => formatDateTime(ms) }] : []),
    { title: '状态', dataIndex: 'isRead', width: wide ? 90 : 70, render: (_: unknown, row: TNewsItem) => <ReadState row={row} /> },
  ];

  return (
    <Table<TNewsItem>
      rowKey="newsId"
      size="middle"
      className="ep-news"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NEWS_MSG.empty} /> }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)), columnWidth: 40 }}
      rowClassName={(row) => (row.isRead === '0' ? 'ep-news__row ep-news__row--unread' : 'ep-news__row')}
      onRow={(row) => ({
        onClick: (e) => {
          // a click on the checkbox selects; it does not read
          if ((e.target as HTMLElement).closest('.ant-table-selection-column')) return;
          onOpen(row);
        },
        // unread rows are reachable by keyboard too: Enter marks one read
        ...(row.isRead === '0'
          ? {
              tabIndex: 0,
              onKeyDown: (e: React.KeyboardEvent) => {
                if (e.key === 'Enter' && e.target === e.currentTarget) onOpen(row);
              },
            }
          : {}),
      })}
      pagination={{
        current: page,
        pageSize: NEWS_PAGE_SIZE,
        total: count,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 条`,
        onChange: onPage,
        hideOnSinglePage: false,
        ...(wide ? {} : { size: 'small' as const }),
      }}
    />
  );
}
