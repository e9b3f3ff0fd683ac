import { useState } from 'react';
import { Alert } from 'antd';
import { errorText } from '@/lib/api-client';
import { useOrderList } from '../api/get-list';
import { ConsumptionTable } from './consumption-table';
import { ExportButton } from './export-button';
import { OrderFiltersForm, type OrderFilters } from './order-filters';

/**
 * 消费记录: a sub-account gets neither keyword nor export (001 §2.7; the server refuses both) and sees
 * only its own spending; a company's main account sees who spent.
 */
export function ConsumptionTab({ full, showWho }: { full: boolean; showWho: boolean }) {
  const [filters, setFilters] = useState<OrderFilters>({});
  const [page, setPage] = useState(1);
  const list = useOrderList({ ...filters, type: 2, page });
  return (
    <>
      <div className="ep-list-head">
        <OrderFiltersForm
          tab="consumption"
          allowKeyword={full}
          onApply={(f) => {
            setFilters(f);
            setPage(1);
          }}
        />
        {full && <ExportButton query={{ ...filters, type: 2 }} />}
      </div>
      {list.isError && <Alert className="ep-list-error" type="error" showIcon message={errorText(list.error)} />}
      <ConsumptionTable rows={list.data?.list ?? []} count={list.data?.count ?? 0} page={page} loading={list.isFetching} showWho={showWho} onPage={setPage} />
    </>
  );
}
