import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TNotaryListRow } from '@evidence/shared/contracts';
import { BackBar } from '@/components/back-bar';
import { OfficeBlock } from '@/features/home/components/office-block';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useNotaryList } from '@/features/notary/api/get-list';
import { NotaryFilters, type NotaryListFilters } from '@/features/notary/components/notary-filters';
import { NotaryTable } from '@/features/notary/components/notary-table';
import { StopDialog } from '@/features/notary/components/stop-dialog';
import { detailPath } from '@/features/notary/lib/order-actions';
import '@/components/list-page.css';
import '@/features/notary/components/notary.css';
import { accountCan } from '@/lib/access';
import { isBuilt } from '@/lib/built-routes';
import { ListError } from '@/components/list-error';

const SELECT_LIST = '/notary/selectList';

/**
 * /notary — 我的公证 (001 §2.9, §3, §4): the account's notarial orders, filtered by date range, payment,
 * type and order number, 10 a page; 继续 / 终止订单 while unpaid, 详情 once paid, issued or failed, a
 * dash once terminated; 申请公证 opens the record picker. Sub-accounts are refused by the server, whose
 * message the page shows.
 */
export function Component() {
  const { data: info } = useAuthInfo();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<NotaryListFilters>({});
  const [page, setPage] = useState(1);
  const [stopping, setStopping] = useState<TNotaryListRow | null>(null);
  const list = useNotaryList({ ...filters, page });
  const canApply = accountCan(info, 'notary.use');
  // a sub-account gets only the server's refusal (the header never offers it this page)
  const refusedRole = info !== undefined && !canApply;

  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <OfficeBlock />
        {!refusedRole && (
          <div className="ep-list-head">
            {canApply ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(SELECT_LIST)}>
                申请公证
              </Button>
            ) : (
              <span />
            )}
            <span className="ep-list-count" aria-live="polite">
              共 <strong>{list.isError ? 0 : (list.data?.count ?? 0)}</strong> 个公证订单
            </span>
          </div>
        )}
        {!refusedRole && (
          <NotaryFilters
            onApply={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
        )}
        {list.isError && (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        )}
        {!refusedRole && (
          <NotaryTable
            rows={list.isError ? [] : (list.data?.list ?? [])}
            count={list.isError ? 0 : (list.data?.count ?? 0)}
            page={page}
            loading={list.isFetching}
            isBuilt={isBuilt}
            detailHref={(row) => detailPath(row.id, row.type, '/notary')}
            onStop={setStopping}
            onPage={setPage}
          />
        )}
      </section>
      <StopDialog order={stopping} onClose={() => setStopping(null)} />
    </div>
  );
}
