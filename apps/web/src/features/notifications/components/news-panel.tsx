import { useState } from 'react';
import { Button, Modal, Space } from 'antd';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { NEWS_MSG, fillMessage } from '@evidence/shared/constants';
import type { TNewsItem } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useDelNews } from '../api/del';
import { useNewsListing } from '../api/listing';
import { useNewsNotice } from '../api/notice';
import { useReadNews } from '../api/read';
import { pageAfterDelete } from '../lib/news-cache';
import { NewsTable } from './news-table';
import '@/components/list-page.css';
import './news.css';
import { ListError } from '@/components/list-error';

interface Props {
  /** called after any read or delete, so the route can refresh what other features show (the user info) */
  onChanged?: () => void;
}

/**
 * 消息通知 (000 §2): 删除 the selected rows after a confirmation, 全部已读, and a click on a row marks it
 * read (at once on the page and the bell, then on the server).
 */
export function NewsPanel({ onChanged }: Props) {
  const [modal, modalHolder] = Modal.useModal();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const list = useNewsListing(page);
  const notice = useNewsNotice({ enabled: true });
  const read = useReadNews(onChanged);
  const del = useDelNews(onChanged);

  const rows = list.data?.list ?? [];
  const count = list.data?.count ?? 0;
  // the bell's count covers every page; the visible rows cover the moment before it arrives
  const unread = notice.data?.newsNum ?? rows.filter((r) => r.isRead === '0').length;

  function onOpen(row: TNewsItem) {
    if (row.isRead === '0') read.mutate({ ids: [row.newsId] });
  }

  function onReadAll() {
    read.mutate({ all: true }, { onSuccess: () => toast.success(NEWS_MSG.read) });
  }

  function onDelete() {
    const ids = [...selected];
    void modal.confirm({
      title: '删除消息',
      content: fillMessage(NEWS_MSG.deleteConfirm, { count: ids.length }),
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          const change = await del.mutateAsync(ids);
          toast.success(change.msg || NEWS_MSG.deleted);
          setSelected([]);
          setPage(pageAfterDelete(page, count, change.count));
        } catch (e) {
          reportError(e);
          setSelected([]);
        }
      },
    });
  }

  return (
    <>
      {modalHolder}
      <div className="ep-list-head">
        <Space wrap>
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} loading={del.isPending} onClick={onDelete}>
            删除{selected.length > 0 ? `（${selected.length}）` : ''}
          </Button>
          <Button icon={<CheckOutlined />} disabled={unread === 0} loading={read.isPending && read.variables?.all === true} onClick={onReadAll}>
            全部已读
          </Button>
        </Space>
        <span className="ep-list-count" aria-live="polite">
          共 <strong>{count}</strong> 条消息，<strong data-testid="news-unread">{unread}</strong> 条未读
        </span>
      </div>
      {list.isError && (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      )}
      <NewsTable
        rows={rows}
        count={count}
        page={page}
        // first load and page changes; not the quiet refetch after a read
        loading={list.isLoading || (list.isFetching && list.isPlaceholderData)}
        selected={selected}
        onSelect={setSelected}
        onOpen={onOpen}
        onPage={(next) => {
          setSelected([]);
          setPage(next);
        }}
      />
    </>
  );
}
