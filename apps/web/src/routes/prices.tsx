import { Skeleton } from 'antd';
import { BackBar } from '@/components/back-bar';
import { ListError } from '@/components/list-error';
import { usePriceList } from '@/lib/price-list';
import { PriceTable } from '@/features/products/components/price-table';
import '@/features/products/components/products.css';

/** /prices 收费标准 (public, issue 24 item 4): generated from the live settings via GET /api/points/priceList. */
export function Component() {
  const prices = usePriceList();
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <p className="ep-prices__note">以下价格按平台当前设置生成，以办理时页面显示的为准。</p>
        {prices.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
        {prices.isError && <ListError error={prices.error} onRetry={() => void prices.refetch()} />}
        {prices.data && <PriceTable prices={prices.data} />}
      </section>
    </div>
  );
}
