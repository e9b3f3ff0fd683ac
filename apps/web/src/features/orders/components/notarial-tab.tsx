import { useState } from 'react';
import { Alert } from 'antd';
import { errorText } from '@/lib/api-client';
import { useNotarialList } from '../api/notarial-list';
import { NotarialTable } from './notarial-table';
import { OrderFiltersForm, type OrderFilters } from './order-filters';

/** 公证书: the notarial orders (001 §7), empty until the notarization issue writes them. */
export function NotarialTab() {
  const [filters, setFilters] = useState<OrderFilters>({});
  const [page, setPage] = useState(1);
  const list = useNotarialList({ startTime: filters.startTime, endTime: filters.endTime, payType: filters.payType, page });
  return (
    <>
      <div className="ep-list-head">
        <OrderFiltersForm
          tab="notarial"
          allowKeyword={false}
          onApply={(f) => {
            setFilters(f);
            setPage(1);
          }}
        />
      </div>
      {list.isError && <Alert className="ep-list-error" type="error" showIcon message={errorText(list.error)} />}
      <NotarialTable rows={list.data?.list ?? []} count={list.data?.count ?? 0} page={page} loading={list.isFetching} onPage={setPage} />
    </>
  );
}
